import { z } from 'zod';

/**
 * The API's one string type (client-safe: the forms share the contracts' rules). Every string a contract
 * reads carries the `storable` check, so no text reaches PostgreSQL or a JSON column that it refuses
 * (a NUL, `\u0000`, ends the statement with an error) or that comes back altered (half of a UTF-16
 * surrogate pair is written as U+FFFD). tests/contracts/api-text.test.ts walks every contract's schema
 * and holds that no string goes without it.
 */

/** The issue message (and the client's message key) of text refused by `storable`. */
export const INVALID_CHARACTERS = 'invalidCharacters';

/** No NUL and no unpaired surrogate: text PostgreSQL stores as it was sent. */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      // a high surrogate followed by a low one is one character outside the BMP; anything else is broken
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}

/** The check itself, for string formats (`z.url().check(storable)`); `text()` is the usual way in. */
export const storable = z.refine<string>(isStorableText, { message: INVALID_CHARACTERS });

/** A string of the API: `text().trim().max(200)` where a contract would write `z.string()...`. */
export function text(): z.ZodString {
  return z.string().check(storable);
}

/** An optional form field of at most `max` characters: trimmed, and left out when it is empty. */
export function optionalText(max: number) {
  return text()
    .trim()
    .max(max, { message: 'maxlength' })
    .optional()
    .transform((v) => (v ? v : undefined));
}
