import 'server-only';
import { getBuyerUserInfo } from '@/lib/accounts/info';
import { readPageCaller } from '@/lib/accounts/page-caller';

/** What the header shows of the signed-in buyer. */
export type SignedInBuyer = { email: string; nickname: string | null };

/**
 * The signed-in buyer of this request, read from the httpOnly `sf_session` cookie; null for anyone else
 * (no cookie, an expired or revoked session, a supplier). A database failure reads as signed out.
 */
export async function readSignedInBuyer(): Promise<SignedInBuyer | null> {
  try {
    const caller = await readPageCaller();
    if (!caller || caller.memberType !== 2) return null;
    const info = await getBuyerUserInfo(caller.accountId);
    return info ? { email: info.email, nickname: info.nickname } : null;
  } catch {
    return null;
  }
}
