import 'server-only';
import { isIP } from 'node:net';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { addressKey as rateAddressKey, createLimiter } from '@/lib/rate-limit/limiters';
import { getEnv } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { accounts, sessions } from '@/lib/db/schema';
import { getLogger } from '@/lib/log/logger';

/**
 * Throttling of password guesses (docs/decisions/0121-sign-in-throttling.md, after OWASP's
 * Authentication Cheat Sheet): failures slow and then refuse the address they come from, never the
 * account's owner elsewhere.
 *
 * - Per e-mail and address: 5 failures within 15 minutes refuse that address for that e-mail, the right
 *   password included, for 15 minutes; each further lock of the pair within a day doubles it (at most 24 h).
 * - Per address: 50 failures within an hour, over any e-mails, refuse that address for an hour.
 * - Per e-mail: 50 failures within an hour, over any addresses (a spread-out attack), protect the account
 *   for an hour: only addresses it signed in from in the last 30 days may try; anyone else is refused,
 *   and the owner gets in with a mailed reset link, which also ends the protection.
 *
 * Counters are kept for any e-mail, registered or not, so a refusal reveals no account. A limiter that
 * cannot answer counts as refusing: it never fails open.
 */
export const LOGIN_LIMITS = {
  pairFailures: 5,
  pairWindowSeconds: 900,
  firstLockSeconds: 900,
  maxLockSeconds: 86_400,
  ipWindowSeconds: 3_600,
  accountFailures: 50,
  accountWindowSeconds: 3_600,
  knownAddressDays: 30,
} as const;

/** changePassword: wrong current passwords per account and per address. */
export const PASSWORD_CHECK_LIMITS = {
  accountFailures: 5,
  accountWindowSeconds: 900,
  ipFailures: 20,
  ipWindowSeconds: 3_600,
} as const;

/**
 * spec §5, §7: memberCheck tells whether an e-mail is registered, by design; every other answer that
 * tells it (registration, fastRegister, a signed-out enquiry or RFQ) spends the same budget per address.
 */
export const REVEAL_WINDOW_SECONDS = 60;

/**
 * The per-address budgets come from the environment (SIGNIN_FAILURES_PER_ADDRESS_HOUR, 50;
 * API_RATE_REGISTRATION_CHECKS_PER_MINUTE, 30), as the API's own per-address budgets do: the e2e suite
 * signs in and registers from one loopback address all day, where a deployment sees one per visitor.
 */
const addressFailures = () => getEnv().SIGNIN_FAILURES_PER_ADDRESS_HOUR;

type Limiters = {
  pair: RateLimiterAbstract;
  pairLockouts: RateLimiterAbstract;
  ip: RateLimiterAbstract;
  account: RateLimiterAbstract;
  passwordAccount: RateLimiterAbstract;
  passwordIp: RateLimiterAbstract;
  reveal: RateLimiterAbstract;
};
let limiters: Limiters | undefined;

function get(): Limiters {
  limiters ??= {
    pair: createLimiter('sf-login-pair', LOGIN_LIMITS.pairFailures, LOGIN_LIMITS.pairWindowSeconds),
    pairLockouts: createLimiter('sf-login-pair-lockouts', 1_000, 86_400),
    ip: createLimiter('sf-login-ip', addressFailures(), LOGIN_LIMITS.ipWindowSeconds),
    account: createLimiter('sf-login-account', LOGIN_LIMITS.accountFailures, LOGIN_LIMITS.accountWindowSeconds),
    passwordAccount: createLimiter(
      'sf-password-check-account',
      PASSWORD_CHECK_LIMITS.accountFailures,
      PASSWORD_CHECK_LIMITS.accountWindowSeconds,
    ),
    passwordIp: createLimiter(
      'sf-password-check-ip',
      PASSWORD_CHECK_LIMITS.ipFailures,
      PASSWORD_CHECK_LIMITS.ipWindowSeconds,
    ),
    reveal: createLimiter('sf-member-check', getEnv().API_RATE_REGISTRATION_CHECKS_PER_MINUTE, REVEAL_WINDOW_SECONDS),
  };
  return limiters;
}

const emailKey = (email: string) => email.trim().toLowerCase();
// an IPv6 address counts by its /64 (lib/rate-limit/limiters.ts)
const addressKey = (ip: string | null) => (ip ? rateAddressKey(ip) : 'unknown');
const pairKey = (email: string, ip: string | null) => `${emailKey(email)}|${addressKey(ip)}`;

const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Allowed, or refused until `retryAfterSeconds`: for this address (`address`), or because the account
 * is protected against a spread-out attack and this address is not one it signed in from (`account`).
 */
export type Lock = { locked: false } | { locked: true; retryAfterSeconds: number; scope: 'address' | 'account' };

function reached(res: RateLimiterRes | null, limit: number): boolean {
  return res !== null && res.consumedPoints >= limit;
}

/** Whether the account behind this e-mail signed in from this address in the last 30 days. */
async function isKnownAddress(email: string, ip: string | null): Promise<boolean> {
  if (!ip || !isIP(ip)) return false;
  const [row] = await getDb()
    .select({ one: sql<number>`1` })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(accounts.email, email.trim()),
        sql`${sessions.ip} = ${ip}::inet`,
        gt(sessions.createdAt, sql`now() - make_interval(days => ${LOGIN_LIMITS.knownAddressDays})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Starts a sign-in for this e-mail from this address: refused while a limit holds; else the attempt is
 * counted as a failure at once (so guesses sent in parallel cannot all pass before the first is
 * counted), and `finishLoginAttempt` settles it.
 */
export async function startLoginAttempt(email: string, ip: string | null): Promise<Lock> {
  try {
    const l = get();
    const [byIp, byPair, byAccount] = await Promise.all([
      l.ip.get(addressKey(ip)),
      l.pair.get(pairKey(email, ip)),
      l.account.get(emailKey(email)),
    ]);
    if (byIp && reached(byIp, addressFailures()))
      return { locked: true, retryAfterSeconds: secondsLeft(byIp), scope: 'address' };
    if (byPair && reached(byPair, LOGIN_LIMITS.pairFailures))
      return { locked: true, retryAfterSeconds: secondsLeft(byPair), scope: 'address' };
    if (byAccount && reached(byAccount, LOGIN_LIMITS.accountFailures) && !(await isKnownAddress(email, ip)))
      return { locked: true, retryAfterSeconds: secondsLeft(byAccount), scope: 'account' };
    const [ipNow, pairNow] = await Promise.all([
      l.ip.penalty(addressKey(ip), 1),
      l.pair.penalty(pairKey(email, ip), 1),
      l.account.penalty(emailKey(email), 1),
    ]);
    // attempts sent together: those beyond the limit are refused unchecked
    if (pairNow.consumedPoints > LOGIN_LIMITS.pairFailures)
      return { locked: true, retryAfterSeconds: secondsLeft(pairNow), scope: 'address' };
    if (ipNow.consumedPoints > addressFailures())
      return { locked: true, retryAfterSeconds: secondsLeft(ipNow), scope: 'address' };
    return { locked: false };
  } catch (error) {
    getLogger().error({ err: error }, 'sign-in limiter unavailable, refusing');
    return { locked: true, retryAfterSeconds: 60, scope: 'address' };
  }
}

/**
 * Settles a started sign-in. A success forgets this address's failures for the e-mail (not the pair's
 * lock history) and takes the attempt back from the address's and the account's counts. A failure
 * that reaches the pair's limit locks the pair for a growing time; the address's and the account's
 * limits lock for their hour.
 */
export async function finishLoginAttempt(email: string, ip: string | null, succeeded: boolean): Promise<void> {
  const l = get();
  const pair = pairKey(email, ip);
  if (succeeded) {
    await Promise.all([l.pair.delete(pair), l.ip.reward(addressKey(ip), 1), l.account.reward(emailKey(email), 1)]);
    return;
  }
  const [byPair, byIp, byAccount] = await Promise.all([
    l.pair.get(pair),
    l.ip.get(addressKey(ip)),
    l.account.get(emailKey(email)),
  ]);
  if (reached(byPair, LOGIN_LIMITS.pairFailures)) {
    const lockouts = (await l.pairLockouts.penalty(pair, 1)).consumedPoints;
    const seconds = Math.min(LOGIN_LIMITS.firstLockSeconds * 2 ** (lockouts - 1), LOGIN_LIMITS.maxLockSeconds);
    await l.pair.block(pair, seconds);
  }
  if (reached(byIp, addressFailures())) await l.ip.block(addressKey(ip), LOGIN_LIMITS.ipWindowSeconds);
  if (reached(byAccount, LOGIN_LIMITS.accountFailures))
    await l.account.block(emailKey(email), LOGIN_LIMITS.accountWindowSeconds);
}

/**
 * A password set with a mailed link (reset or first password): the owner proved the address, and the
 * guesses counted so far were at the old password, so the account's protection ends.
 */
export async function forgetAccountFailures(email: string): Promise<void> {
  await get().account.delete(emailKey(email));
}

/**
 * Starts a check of the current password (changePassword) for this account from this address: refused
 * while a limit holds, else counted at once like a sign-in; `finishPasswordCheck` settles it.
 */
export async function startPasswordCheck(accountId: number, ip: string | null): Promise<Lock> {
  try {
    const l = get();
    const account = String(accountId);
    const [byAccount, byIp] = await Promise.all([l.passwordAccount.get(account), l.passwordIp.get(addressKey(ip))]);
    if (byAccount && reached(byAccount, PASSWORD_CHECK_LIMITS.accountFailures))
      return { locked: true, retryAfterSeconds: secondsLeft(byAccount), scope: 'account' };
    if (byIp && reached(byIp, PASSWORD_CHECK_LIMITS.ipFailures))
      return { locked: true, retryAfterSeconds: secondsLeft(byIp), scope: 'address' };
    const [accountNow, ipNow] = await Promise.all([
      l.passwordAccount.penalty(account, 1),
      l.passwordIp.penalty(addressKey(ip), 1),
    ]);
    if (accountNow.consumedPoints > PASSWORD_CHECK_LIMITS.accountFailures)
      return { locked: true, retryAfterSeconds: secondsLeft(accountNow), scope: 'account' };
    if (ipNow.consumedPoints > PASSWORD_CHECK_LIMITS.ipFailures)
      return { locked: true, retryAfterSeconds: secondsLeft(ipNow), scope: 'address' };
    return { locked: false };
  } catch (error) {
    getLogger().error({ err: error }, 'password limiter unavailable, refusing');
    return { locked: true, retryAfterSeconds: 60, scope: 'address' };
  }
}

/** Settles a started check: a right password forgets the account's failures; a wrong one may lock. */
export async function finishPasswordCheck(accountId: number, ip: string | null, succeeded: boolean): Promise<void> {
  const l = get();
  const account = String(accountId);
  if (succeeded) {
    await Promise.all([l.passwordAccount.delete(account), l.passwordIp.reward(addressKey(ip), 1)]);
    return;
  }
  const [byAccount, byIp] = await Promise.all([l.passwordAccount.get(account), l.passwordIp.get(addressKey(ip))]);
  if (reached(byAccount, PASSWORD_CHECK_LIMITS.accountFailures))
    await l.passwordAccount.block(account, PASSWORD_CHECK_LIMITS.accountWindowSeconds);
  if (reached(byIp, PASSWORD_CHECK_LIMITS.ipFailures))
    await l.passwordIp.block(addressKey(ip), PASSWORD_CHECK_LIMITS.ipWindowSeconds);
}

/** One answer that tells whether an e-mail is registered, from this address, or the seconds to wait. */
export async function spendRevealBudget(ip: string | null): Promise<Lock> {
  try {
    await get().reveal.consume(addressKey(ip));
    return { locked: false };
  } catch (error) {
    const ms = typeof error === 'object' && error && 'msBeforeNext' in error ? Number(error.msBeforeNext) : 60_000;
    return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)), scope: 'address' };
  }
}
