import type { AuthError } from '@/lib/accounts/auth';

/** Why an enquiry was refused; thrown inside the transaction so nothing of it is kept. */
export type EnquiryProblem =
  | { kind: 'productUnavailable'; positions?: number[] }
  | { kind: 'supplierUnavailable' }
  | { kind: 'unknownUnit'; path: string }
  | { kind: 'registration'; error: AuthError; retryAfterSeconds?: number }
  | { kind: 'dailyLimit'; limit: number }
  | { kind: 'notFound' };

export class EnquiryError extends Error {
  override readonly name = 'EnquiryError';
  constructor(readonly problem: EnquiryProblem) {
    super(problem.kind);
  }
}
