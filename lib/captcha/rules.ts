import { z } from 'zod';
import { text } from '@/lib/validation/text';

/**
 * The proof of work asked of a signed-out sender on the public forms (docs/decisions/0166): ALTCHA's
 * deterministic SHA-256 challenge. The browser counts up from 0 to a random number the server chose and
 * signed; finding it takes about 10,000 hashes on average (well under a second on a phone, started while
 * the form is filled in); checking it takes one HMAC.
 */
export const CAPTCHA_RULES = {
  algorithm: 'SHA-256',
  /** Hashes per counter value. */
  cost: 1,
  /** The counter the solver must find is drawn from this range. */
  counterMin: 5_000,
  counterMax: 15_000,
  /** A challenge is good for this long after it is issued, and a solution is taken once in that time. */
  lifetimeSeconds: 20 * 60,
} as const;

const hex = (max: number) =>
  text()
    .max(max)
    .regex(/^(?:[0-9a-f]{2})+$/);

/** A challenge as the server issues and signs it; what comes back must be the same, field for field. */
export const captchaChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.literal(CAPTCHA_RULES.algorithm),
    nonce: hex(64),
    salt: hex(64),
    cost: z.number().int().min(1).max(1_000),
    keyLength: z.number().int().min(16).max(64),
    keyPrefix: hex(128),
    keySignature: hex(128),
    expiresAt: z.number().int().positive(),
  }),
  signature: hex(128),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * The envelope's `captcha` (lib/api/envelope.ts): the challenge and the counter found with its key. Only
 * contracts marked `captcha` read it, and only from a signed-out caller.
 */
export const captchaPayloadSchema = z.strictObject({
  challenge: captchaChallengeSchema,
  solution: z.strictObject({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(128),
    time: z.number().nonnegative().optional(),
  }),
});
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;

/** Why a payload was refused; the code in the answer. */
export type CaptchaRefusal = 'required' | 'invalid' | 'expired' | 'spent';
