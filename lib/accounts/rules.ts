import { z } from 'zod';
import { text } from '@/lib/validation/text';

/**
 * spec §5 email pattern: a word character, then word characters or ! # $ % & - / . ; then @, a domain of
 * letter/digit groups joined by hyphens and separated by dots (4 to 256 characters), ending in a
 * top-level part of 2 to 22 letters. Case-insensitive.
 */
export const EMAIL_PATTERN = /^\w[\w!#$%&\-/.;]*@(?=[^@]{4,256}$)(?:[a-z0-9]+(?:-+[a-z0-9]+)*\.)+[a-z]{2,22}$/i;

/** spec §5 positive integer: digits not starting with 0. */
export const POSITIVE_INTEGER_PATTERN = /^[1-9]\d*$/;

/** spec §9 / §5 limits. */
export const ACCOUNT_LIMITS = {
  emailMax: 100,
  loginPasswordMax: 20,
  registerPasswordMin: 6,
  registerPasswordMax: 20,
  tagsMax: 10,
  tagSearchMax: 200,
  tagSuggestions: 10,
} as const;

/** Login and register email: trimmed, required, at most 100 characters, the spec's pattern. */
export const emailSchema = text()
  .trim()
  .min(1, { message: 'required' })
  .max(ACCOUNT_LIMITS.emailMax, { message: 'maxlength' })
  .regex(EMAIL_PATTERN, { message: 'email' });

/** spec §5: the login password is required, at most 20 characters. */
export const loginPasswordSchema = text()
  .min(1, { message: 'required' })
  .max(ACCOUNT_LIMITS.loginPasswordMax, { message: 'maxlength' });

/** spec §5: the register password is 6 to 20 characters and is not trimmed. */
export const registerPasswordSchema = text()
  .min(ACCOUNT_LIMITS.registerPasswordMin, { message: 'minlength' })
  .max(ACCOUNT_LIMITS.registerPasswordMax, { message: 'maxlength' });

/** spec §5: at most 10 tags for registration. */
export const tagCodesSchema = z
  .array(text().trim().min(1).max(32))
  .max(ACCOUNT_LIMITS.tagsMax, { message: 'tagsMax' })
  .transform((codes) => [...new Set(codes)]);
