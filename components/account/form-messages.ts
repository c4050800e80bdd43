import { useTranslations } from 'next-intl';

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

/** A field's zod issue as the sentence the user reads, in the page's language. */
export function useFieldMessage() {
  const t = useTranslations('accountPages');
  return (error: { message?: string } | undefined): string | undefined => {
    const key = fieldMessageKey(error?.message);
    return key && t(key);
  };
}
