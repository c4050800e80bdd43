import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accounts } from '@/lib/db/schema';
import { href } from '@/lib/routes/href';
import { findUsableLoginCode, type LoginCodePurpose } from './codes';
import { findCaller } from './session';

/**
 * spec §2 silent login over another signed-in account: the code waits in this cookie (httpOnly, never in
 * an address, a history entry or a Referer) until the person answers the confirmation page. SameSite=Lax:
 * the top-level visit that brings the link may set and read it, while a form posted from another site
 * arrives without it, so another site cannot answer for the person.
 */
export const PENDING_SILENT_LOGIN_COOKIE = 'sf_silent_login';

/** The confirmation page (a route of every site, under its deploy path). */
export const SILENT_LOGIN_CONFIRM_PATH = href('silentLogin');

/** The two kinds of silent login code, as the URL parameter that carried them. */
const PURPOSE_OF = { ac: 'auto_login', appToken: 'app_token' } as const satisfies Record<string, LoginCodePurpose>;
export type SilentLoginParam = keyof typeof PURPOSE_OF;

export type PendingSilentLogin = { param: SilentLoginParam; code: string };

export function purposeOf(param: SilentLoginParam): LoginCodePurpose {
  return PURPOSE_OF[param];
}

/** The pending code's cookie, kept no longer than the code itself lives. */
export function pendingSilentLoginCookie(pending: PendingSilentLogin, maxAgeSeconds: number): string {
  const age = Math.max(1, Math.ceil(maxAgeSeconds));
  return `${PENDING_SILENT_LOGIN_COOKIE}=${pending.param}.${pending.code}; Path=/; Max-Age=${age}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearedPendingSilentLoginCookie(): string {
  return `${PENDING_SILENT_LOGIN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

/** A cookie value as the pending code it holds (`ac.CODE` or `appToken.CODE`), else undefined. */
export function parsePendingSilentLogin(value: string | undefined): PendingSilentLogin | undefined {
  const match = /^(ac|appToken)\.([A-Za-z0-9_-]{20,128})$/.exec(value ?? '');
  if (!match) return undefined;
  return { param: match[1] as SilentLoginParam, code: match[2] ?? '' };
}

/** One cookie of a request's Cookie header. */
export function readRequestCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

async function emailOf(accountId: number): Promise<string | undefined> {
  const [row] = await getDb()
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.email;
}

/** What the confirmation page shows: the pending link's account and who is signed in now. */
export type SilentLoginQuestion =
  | { kind: 'confirm'; pendingEmail: string; currentEmail: string | null }
  | { kind: 'spent'; currentEmail: string | null };

/**
 * The question for the confirmation page from the pending cookie and the session cookie: which account
 * the link signs in, and which one is signed in now; `spent` when no usable code waits (answered
 * already, expired, or never set).
 */
export async function readSilentLoginQuestion(
  pendingValue: string | undefined,
  sessionToken: string | undefined,
): Promise<SilentLoginQuestion> {
  const pending = parsePendingSilentLogin(pendingValue);
  const [usable, caller] = await Promise.all([
    pending ? findUsableLoginCode(pending.code, purposeOf(pending.param)) : undefined,
    sessionToken ? findCaller(sessionToken) : undefined,
  ]);
  const [pendingEmail, currentEmail] = await Promise.all([
    usable ? emailOf(usable.accountId) : undefined,
    caller ? emailOf(caller.accountId) : undefined,
  ]);
  if (pendingEmail === undefined) return { kind: 'spent', currentEmail: currentEmail ?? null };
  return { kind: 'confirm', pendingEmail, currentEmail: currentEmail ?? null };
}
