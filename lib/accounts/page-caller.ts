import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '@/lib/accounts/cookie';
import { findCaller, type Caller } from './session';

/** The person signed in on this browser (the httpOnly session cookie), for server components. */
export async function readPageCaller(): Promise<Caller | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token || token.length > 512) return undefined;
  return findCaller(token);
}
