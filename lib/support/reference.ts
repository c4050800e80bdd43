import 'server-only';
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A reference the sender and the operator quote to each other ("CS-7KQ2M9XA"): a prefix and eight
 * characters without look-alikes (no 0/O, 1/I/L), about 8.5 × 10^11 of them, random so none can be guessed.
 */
export function newReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
