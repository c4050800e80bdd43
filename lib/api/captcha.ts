import 'server-only';
import { checkCaptcha } from '@/lib/captcha/service';
import type { Contract } from './contract';
import type { Envelope } from './envelope';
import { ApiFailure } from './failure';

/**
 * A contract marked `captcha` takes a signed-out caller's submission only with a fresh solved challenge in
 * the envelope; anything else is refused in the caller's language, with the reason as the code.
 */
export async function requireCaptcha(contract: Contract, envelope: Envelope, signedIn: boolean): Promise<void> {
  if (contract.captcha !== 'signedOut' || signedIn) return;
  const refusal = await checkCaptcha('captcha' in envelope ? envelope.captcha : undefined);
  if (refusal)
    throw new ApiFailure('invalidEnvelope', [{ path: 'captcha', code: refusal }], {}, { key: 'captchaFailed' });
}
