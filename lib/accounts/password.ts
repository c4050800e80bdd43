import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane). argon2 (the
 * maintained binding of the reference implementation) ships prebuilt binaries, so no install script.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash (unknown email) a dummy hash is verified anyway, so the
 * answer takes the same time whether the account exists or not.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
