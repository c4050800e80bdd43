import 'server-only';
import { getBuyerUserInfo } from '@/lib/accounts/info';
import { readPageCaller } from '@/lib/accounts/page-caller';

/** Who opens an enquiry page: its form differs for each (spec §6: suppliers do not enquire). */
export type EnquiryViewer =
  | { kind: 'anonymous' }
  | { kind: 'buyer'; accountId: number; email: string }
  | { kind: 'supplier'; supplierId: number | null };

/** The signed-in person of this request (the httpOnly session cookie). */
export async function readEnquiryViewer(): Promise<EnquiryViewer> {
  const caller = await readPageCaller();
  if (!caller) return { kind: 'anonymous' };
  if (caller.memberType === 3) return { kind: 'supplier', supplierId: caller.supplierId };
  const info = await getBuyerUserInfo(caller.accountId);
  return info ? { kind: 'buyer', accountId: caller.accountId, email: info.email } : { kind: 'anonymous' };
}
