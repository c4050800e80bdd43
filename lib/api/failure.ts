import type { Outcome } from './gateways';
import type { MessageOverride } from './messages';
import { INVALID_CHARACTERS } from '@/lib/validation/text';

/** One problem with a field, as clients get it: where, and zod's code (no English text). */
export type FieldIssue = { path: string; code: string; key?: string };

/** A refused or failed call: the outcome decides the gateway's code, the HTTP status and the message. */
export class ApiFailure extends Error {
  constructor(
    readonly outcome: Exclude<Outcome, 'ok'>,
    readonly issues: FieldIssue[] = [],
    readonly headers: Record<string, string> = {},
    readonly override?: MessageOverride,
  ) {
    super(outcome);
    this.name = 'ApiFailure';
  }
}

type SchemaIssue = {
  path: PropertyKey[];
  code: string;
  message: string;
  /** A record key's own issues (`invalid_key`). */
  issues?: readonly SchemaIssue[];
  /** Each option's issues (`invalid_union`). */
  errors?: readonly (readonly SchemaIssue[])[];
};

const MESSAGE_KEY = /^[a-zA-Z]+$/;
/** A path segment as echoed back: a client's own key, cut short. */
const SEGMENT_MAX = 64;

/** A rule's own message key on the issue, or on the first issue inside it (a record key, a union's option). */
function keyOf(issue: SchemaIssue): string | undefined {
  if (MESSAGE_KEY.test(issue.message)) return issue.message;
  const inner = [...(issue.issues ?? []), ...(issue.errors ?? []).flat()];
  for (const nested of inner) {
    const key = keyOf(nested);
    if (key) return key;
  }
  return undefined;
}

/** zod issues as field issues; a rule's own message key (e.g. `maxlength`, `email`) is passed on. */
export function issuesOf(error: { issues: readonly SchemaIssue[] }, prefix: string): FieldIssue[] {
  return error.issues.slice(0, 20).map((issue) => {
    const key = keyOf(issue);
    return {
      path: [prefix, ...issue.path.map((segment) => String(segment).slice(0, SEGMENT_MAX))].filter(Boolean).join('.'),
      code: issue.code,
      ...(key && { key }),
    };
  });
}

/**
 * A refused envelope or `data`: its field issues, and the message that says what is wrong when it is
 * text the API cannot take (a NUL or a broken character, lib/validation/text.ts) rather than the general one.
 */
export function refusedInput(
  outcome: 'invalidEnvelope' | 'invalidData',
  error: { issues: readonly SchemaIssue[] },
  prefix: string,
): ApiFailure {
  const issues = issuesOf(error, prefix);
  const unstorable = issues.some((issue) => issue.key === INVALID_CHARACTERS);
  return new ApiFailure(outcome, issues, {}, unstorable ? { key: 'invalidCharacters' } : undefined);
}
