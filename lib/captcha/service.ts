import 'server-only';
import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env';
import { createLimiter } from '@/lib/rate-limit/limiters';
import {
  CAPTCHA_RULES,
  captchaChallengeSchema,
  type CaptchaChallenge,
  type CaptchaPayload,
  type CaptchaRefusal,
} from './rules';

type Secrets = { signature: string; key: string };

let secrets: { from: string; derived: Secrets } | undefined;

/** Two HMAC keys derived from CAPTCHA_SECRET: one signs the challenge, one the key the solver must find. */
function secretsOf(secret: string): Secrets {
  if (secrets?.from !== secret) {
    const derive = (label: string) =>
      Buffer.from(hkdfSync('sha256', secret, 'sourcefair captcha', label, 32)).toString('hex');
    secrets = { from: secret, derived: { signature: derive('challenge'), key: derive('key') } };
  }
  return secrets.derived;
}

let spent: RateLimiterAbstract | undefined;

/**
 * Solutions already taken, shared by every instance and kept until their challenge expires: a limiter of
 * one point per challenge signature (Redis when configured, else PostgreSQL's rate_limits table, purged
 * hourly), so the second use of a solution finds its point gone.
 */
function spentSolutions(): RateLimiterAbstract {
  spent ??= createLimiter('sf-captcha-spent', 1, CAPTCHA_RULES.lifetimeSeconds);
  return spent;
}

/** A new signed challenge (docs/decisions/0166): the counter is random, so each one costs fresh work. */
export async function issueChallenge(now = Date.now()): Promise<CaptchaChallenge> {
  const keys = secretsOf(getEnv().CAPTCHA_SECRET);
  const challenge = await createChallenge({
    algorithm: CAPTCHA_RULES.algorithm,
    cost: CAPTCHA_RULES.cost,
    counter: randomInt(CAPTCHA_RULES.counterMin, CAPTCHA_RULES.counterMax),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CAPTCHA_RULES.lifetimeSeconds,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
  return captchaChallengeSchema.parse(challenge);
}

/**
 * Checks a signed-out sender's proof of work: signed by us, not expired, solved, and not used before.
 * The solution is spent by the check, whatever the submission's fate, so each send needs new work.
 */
export async function checkCaptcha(payload: CaptchaPayload | null | undefined): Promise<CaptchaRefusal | null> {
  if (!payload) return 'required';
  const keys = secretsOf(getEnv().CAPTCHA_SECRET);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  try {
    await spentSolutions().consume(payload.challenge.signature);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return 'spent';
    throw error;
  }
}
