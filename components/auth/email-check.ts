import { ACCOUNT_LIMITS, EMAIL_PATTERN } from '@/lib/accounts/rules';
import { gateway } from '@/lib/gateway/endpoints';

/** spec §9: the public e-mail check gives up after 3 s. */
export const PUBLIC_EMAIL_TIMEOUT_MS = 3_000;

export type EmailIssue =
  | 'required'
  | 'maxlength'
  | 'email'
  | 'supplier'
  | 'emailExists'
  | 'needRegister'
  | 'companyMail'
  | 'disposableMail'
  | null;

/** spec §5: the field rules before any call (trimmed, required, at most 100, the pattern). */
export function emailFormatIssue(raw: string): EmailIssue {
  const email = raw.trim();
  if (!email) return 'required';
  if (email.length > ACCOUNT_LIMITS.emailMax) return 'maxlength';
  return EMAIL_PATTERN.test(email) ? null : 'email';
}

/** spec §5 login email on blur: a supplier is refused, an unknown address offers register. A failed check passes. */
export async function checkLoginEmail(email: string): Promise<EmailIssue> {
  try {
    const member = await gateway.memberCheck({ email }, { toast: false });
    if (member.supplierId !== null) return 'supplier';
    return member.registered === 1 ? null : 'needRegister';
  } catch {
    return null;
  }
}

/**
 * spec §5 register email on blur: a supplier is refused, a registered address offers login; then the
 * public e-mail check (3 s): 1 a warning, 2 fine, 3 an error; a failure or timeout leaves it unknown.
 */
export async function checkRegisterEmail(email: string): Promise<EmailIssue> {
  try {
    const member = await gateway.memberCheck({ email }, { toast: false });
    if (member.supplierId !== null) return 'supplier';
    if (member.registered === 1) return 'emailExists';
  } catch {
    // unknown: the server decides at submit
  }
  try {
    const verify = await gateway.getPublicEmailVerify({ email }, { toast: false, timeoutMs: PUBLIC_EMAIL_TIMEOUT_MS });
    if (!verify.isVerify) return 'email';
    if (verify.result === 1) return 'companyMail';
    if (verify.result === 3) return 'disposableMail';
    return null;
  } catch {
    return null;
  }
}
