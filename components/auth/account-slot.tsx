import { externalBuyerArea } from '@/lib/accounts/buyer-area';
import { readSignedInAccount } from '@/lib/auth/session';
import { AccountButton } from './account-button';

/** Server side of the header's account area: reads the session cookie once per request. */
export async function AccountSlot() {
  return <AccountButton account={await readSignedInAccount()} buyerArea={externalBuyerArea()} />;
}
