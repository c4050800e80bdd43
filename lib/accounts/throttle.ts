import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '@/lib/api/rate-limit';

/**
 * Brute-force protection of the sign-in (numbers in ARCHITECTURE.md): per e-mail, 5 failures within
 * 15 minutes lock the address; each further lock-out within a day doubles the lock (15 min, 30 min,
 * 1 h ... at most 24 h). Per address (IP), 50 failures within an hour lock it for an hour. A limiter that
 * cannot answer counts as locked: it never fails open.
 */
export const LOGIN_LIMITS = {
  emailFailures: 5,
  emailWindowSeconds: 900,
  firstLockSeconds: 900,
  maxLockSeconds: 86_400,
  ipFailures: 50,
  ipWindowSeconds: 3_600,
} as const;

type Limiters = {
  email: RateLimiterAbstract;
  lockouts: RateLimiterAbstract;
  ip: RateLimiterAbstract;
  memberCheck: RateLimiterAbstract;
};
let limiters: Limiters | undefined;

function get(): Limiters {
  limiters ??= {
    email: createLimiter('sf-login-email', LOGIN_LIMITS.emailFailures, LOGIN_LIMITS.emailWindowSeconds),
    lockouts: createLimiter('sf-login-lockouts', 1_000, 86_400),
    ip: createLimiter('sf-login-ip', LOGIN_LIMITS.ipFailures, LOGIN_LIMITS.ipWindowSeconds),
    // spec §5: memberCheck tells whether an e-mail is registered, by design; keep enumeration slow
    memberCheck: createLimiter('sf-member-check', 30, 60),
  };
  return limiters;
}

const emailKey = (email: string) => email.trim().toLowerCase();

export type Lock = { locked: false } | { locked: true; retryAfterSeconds: number };

/** Whether a sign-in for this e-mail from this address may be tried now. */
export async function checkLoginAllowed(email: string, ip: string | null): Promise<Lock> {
  try {
    const [byEmail, byIp] = await Promise.all([get().email.get(emailKey(email)), ip ? get().ip.get(ip) : null]);
    for (const [res, limit] of [
      [byEmail, LOGIN_LIMITS.emailFailures],
      [byIp, LOGIN_LIMITS.ipFailures],
    ] as const) {
      if (res && res.consumedPoints >= limit)
        return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    }
    return { locked: false };
  } catch (error) {
    console.error('[login] limiter unavailable, refusing:', error instanceof Error ? error.message : error);
    return { locked: true, retryAfterSeconds: 60 };
  }
}

/** Counts a failed sign-in; the failure that reaches the limit locks the e-mail for a growing time. */
export async function recordLoginFailure(email: string, ip: string | null): Promise<void> {
  const key = emailKey(email);
  const l = get();
  const res = await l.email.penalty(key, 1);
  if (res.consumedPoints >= LOGIN_LIMITS.emailFailures) {
    const lockouts = (await l.lockouts.penalty(key, 1)).consumedPoints;
    const seconds = Math.min(LOGIN_LIMITS.firstLockSeconds * 2 ** (lockouts - 1), LOGIN_LIMITS.maxLockSeconds);
    await l.email.block(key, seconds);
  }
  if (ip) {
    const byIp = await l.ip.penalty(ip, 1);
    if (byIp.consumedPoints >= LOGIN_LIMITS.ipFailures) await l.ip.block(ip, LOGIN_LIMITS.ipWindowSeconds);
  }
}

/** A successful sign-in forgets the e-mail's failures (not its lock-out history). */
export async function recordLoginSuccess(email: string): Promise<void> {
  await get().email.delete(emailKey(email));
}

/** One memberCheck from this address, or the seconds to wait. */
export async function spendMemberCheck(ip: string | null): Promise<Lock> {
  try {
    await get().memberCheck.consume(ip ?? 'unknown');
    return { locked: false };
  } catch (error) {
    const ms = typeof error === 'object' && error && 'msBeforeNext' in error ? Number(error.msBeforeNext) : 60_000;
    return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
  }
}
