import { hash, verify } from '@node-rs/argon2';
import { memoize } from '@/lib/cache/memo';

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane), through
 * @node-rs/argon2: the Rust implementation shipped as one prebuilt package per platform (no install
 * script, no compiler). The `argon2` package's prebuilt Linux binary crashed on this platform.
 */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Checks a password. Without a stored hash (unknown email) a dummy hash is verified anyway, so the
 * answer takes the same time whether the account exists or not.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    const dummy = await memoize('password:dummy-hash', Infinity, () => hashPassword('not-a-real-password'));
    await verify(dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
