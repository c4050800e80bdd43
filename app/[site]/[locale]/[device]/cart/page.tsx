import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/app/page-messages';
import { CartView } from '@/components/cart/cart-view';
import { productCardsByIds } from '@/lib/catalogue/cards';
import { readPageCart } from '@/lib/cart/page-cart';
import { href } from '@/lib/routes/href';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';

type Props = { params: Promise<ShellParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: await headLinks(site, href('cart'), locale),
    robots: { index: false, follow: true },
  };
}

/** spec §2 /cart, both devices: a signed-in buyer's products come with the page; a visitor's are read in the browser. */
export default async function CartPage({ params }: Props) {
  const { locale } = await readShell(params);
  setRequestLocale(locale);
  const pageCart = await readPageCart();
  const initialItems = pageCart ? await productCardsByIds(locale, pageCart.ids) : [];
  return (
    <PageMessages namespaces={['cart']}>
      <CartView initialItems={initialItems} />
    </PageMessages>
  );
}
