import 'server-only';
import { cache } from 'react';
import { getBuyerUserInfo, getSupplierAccountInfo } from '@/lib/accounts/info';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { countNewQuotations } from '@/lib/rfq/buyer';

/** What the header shows of the signed-in buyer. */
export type SignedInBuyer = { email: string; nickname: string | null };

/** What the header shows of a signed-in supplier: the company it acts for. */
export type SignedInSupplier = { company: string };

/**
 * Who the header names: a buyer (with the quotations they have not opened yet, the hub's count), a
 * supplier, or nobody (null).
 */
export type SignedInAccount =
  | ({ kind: 'buyer'; newQuotations: number } & SignedInBuyer)
  | ({ kind: 'supplier' } & SignedInSupplier);

/**
 * The signed-in account of this request, read from the httpOnly `sf_session` cookie; null for anyone
 * else (no cookie, an expired or revoked session). A database failure reads as signed out.
 */
// one reading per render: the header and the mobile tab bar both show it
export const readSignedInAccount = cache(async (): Promise<SignedInAccount | null> => {
  try {
    const caller = await readPageCaller();
    if (caller?.memberType === 2) {
      const [info, newQuotations] = await Promise.all([
        getBuyerUserInfo(caller.accountId),
        countNewQuotations(caller.accountId),
      ]);
      return info ? { kind: 'buyer', email: info.email, nickname: info.nickname, newQuotations } : null;
    }
    if (caller?.memberType === 3) {
      const info = await getSupplierAccountInfo(caller.accountId);
      return info ? { kind: 'supplier', company: info.supplierName } : null;
    }
    return null;
  } catch {
    return null;
  }
});

/** The signed-in buyer of this request; null for anyone else (a supplier too). */
export async function readSignedInBuyer(): Promise<SignedInBuyer | null> {
  const account = await readSignedInAccount();
  return account?.kind === 'buyer' ? { email: account.email, nickname: account.nickname } : null;
}
