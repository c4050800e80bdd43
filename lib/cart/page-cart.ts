import 'server-only';
import { cache } from 'react';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { readCartIds } from './service';

/** The signed-in buyer of this request (the httpOnly session cookie) and their cart ids. */
export type PageCart = { buyerId: number; ids: number[] };

/**
 * Read once per request (React's cache) for the shell's cart count and the /cart page; null for a
 * visitor, a supplier or an ended session. A database failure reads as signed out: the browser's
 * cart then stays local until the next page.
 */
export const readPageCart = cache(async (): Promise<PageCart | null> => {
  try {
    const caller = await readPageCaller();
    if (!caller || caller.memberType !== 2) return null;
    return { buyerId: caller.accountId, ids: await readCartIds(caller.accountId) };
  } catch {
    return null;
  }
});
