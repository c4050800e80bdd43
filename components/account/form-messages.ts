/** spec §5 message keys of lib/accounts/rules.ts (and the forms' own) → keys of `accountPages`. */
const FIELD_MESSAGES = {
  required: 'errorRequired',
  minlength: 'errorMinlength',
  maxlength: 'errorMaxlength',
  email: 'errorEmail',
  mismatch: 'errorMismatch',
  mobileInvalid: 'mobileInvalid',
} as const;

export type FieldMessageKey = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES] | 'errorInvalid';

/** The translated text's key for a zod issue message; anything unknown reads "please check this field". */
export function fieldMessageKey(message: string | undefined): FieldMessageKey | undefined {
  if (message === undefined) return undefined;
  return FIELD_MESSAGES[message as keyof typeof FIELD_MESSAGES] ?? 'errorInvalid';
}
