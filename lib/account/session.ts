import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '@/lib/api/gateways';
import { getBuyerUserInfo } from '@/lib/accounts/info';
import { findCaller } from '@/lib/accounts/session';

/** What the header shows of the signed-in buyer. */
export type SignedInBuyer = { email: string; nickname: string | null };

/**
 * The signed-in buyer of this request, read from the httpOnly `sf_session` cookie; null for anyone else
 * (no cookie, an expired or revoked session, a supplier). A database failure reads as signed out.
 */
export async function readSignedInBuyer(): Promise<SignedInBuyer | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  try {
    const caller = await findCaller(token);
    if (!caller || caller.memberType !== 2) return null;
    const info = await getBuyerUserInfo(caller.accountId);
    return info ? { email: info.email, nickname: info.nickname } : null;
  } catch {
    return null;
  }
}
