import { readPageCart } from '@/lib/cart/page-cart';
import { CartSync } from './cart-sync';

/** Server side of the shell's cart: who is signed in and their cart, read once per request. */
export async function CartSlot() {
  const pageCart = await readPageCart();
  return <CartSync buyerId={pageCart?.buyerId ?? null} serverIds={pageCart?.ids ?? []} />;
}
