import 'server-only';
import { getBuyerUserInfo, getSupplierAccountInfo } from '@/lib/accounts/info';
import { readPageCaller } from '@/lib/accounts/page-caller';

/** What the header shows of the signed-in buyer. */
export type SignedInBuyer = { email: string; nickname: string | null };

/** What the header shows of a signed-in supplier: the company it acts for. */
export type SignedInSupplier = { company: string };

/** Who the header names: a buyer, a supplier, or nobody (null). */
export type SignedInAccount = ({ kind: 'buyer' } & SignedInBuyer) | ({ kind: 'supplier' } & SignedInSupplier);

/**
 * The signed-in account of this request, read from the httpOnly `sf_session` cookie; null for anyone
 * else (no cookie, an expired or revoked session). A database failure reads as signed out.
 */
export async function readSignedInAccount(): Promise<SignedInAccount | null> {
  try {
    const caller = await readPageCaller();
    if (caller?.memberType === 2) {
      const info = await getBuyerUserInfo(caller.accountId);
      return info ? { kind: 'buyer', email: info.email, nickname: info.nickname } : null;
    }
    if (caller?.memberType === 3) {
      const info = await getSupplierAccountInfo(caller.accountId);
      return info ? { kind: 'supplier', company: info.supplierName } : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** The signed-in buyer of this request; null for anyone else (a supplier too). */
export async function readSignedInBuyer(): Promise<SignedInBuyer | null> {
  const account = await readSignedInAccount();
  return account?.kind === 'buyer' ? { email: account.email, nickname: account.nickname } : null;
}
