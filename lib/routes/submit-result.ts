/**
 * spec §2 /submitResult/{type}/success: the types with a success page there. RFQs and enquiries have
 * their own success routes (/rfq/success, /enquiry/{name}{id}/success); a new submission adds its type.
 */
export const SUBMIT_RESULT_TYPES = ['meeting'] as const;
export type SubmitResultType = (typeof SUBMIT_RESULT_TYPES)[number];

export function isSubmitResultType(value: string): value is SubmitResultType {
  return (SUBMIT_RESULT_TYPES as readonly string[]).includes(value);
}
