import type { Outcome } from './gateways';
import type { MessageOverride } from './messages';

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

/** zod issues as field issues; a rule's own message key (e.g. `maxlength`, `email`) is passed on. */
export function issuesOf(
  error: { issues: ReadonlyArray<{ path: PropertyKey[]; code: string; message: string }> },
  prefix: string,
): FieldIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    code: issue.code,
    ...(/^[a-zA-Z]+$/.test(issue.message) && { key: issue.message }),
  }));
}
