import type { Outcome } from './gateways';

/** One problem with a field, as clients get it: where, and zod's code (no English text). */
export type FieldIssue = { path: string; code: string };

/** A refused or failed call: the outcome decides the gateway's code, the HTTP status and the message. */
export class ApiFailure extends Error {
  constructor(
    readonly outcome: Exclude<Outcome, 'ok'>,
    readonly issues: FieldIssue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(outcome);
    this.name = 'ApiFailure';
  }
}

export function issuesOf(
  error: { issues: ReadonlyArray<{ path: PropertyKey[]; code: string }> },
  prefix: string,
): FieldIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    code: issue.code,
  }));
}
