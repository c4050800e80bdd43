/**
 * spec §2 /submitResult/{type}/success: the types with a success page there: a meeting request, and the
 * cart's enquiry batch (one enquiry has /enquiry/{name}{id}/success, RFQs /rfq/success); a new submission
 * adds its type.
 */
export const SUBMIT_RESULT_TYPES = ['meeting', 'enquiry'] as const;
export type SubmitResultType = (typeof SUBMIT_RESULT_TYPES)[number];

export function isSubmitResultType(value: string): value is SubmitResultType {
  return (SUBMIT_RESULT_TYPES as readonly string[]).includes(value);
}
