import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartEnquiry } from '@/components/enquiries/cart-enquiry';
import styles from '@/components/enquiries/enquiry.module.css';
import { productCardsByIds } from '@/lib/catalogue/cards';
import { readPageCart } from '@/lib/cart/page-cart';
import { readEnquiryViewer } from '@/lib/enquiries/viewer';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { PageMessages } from '@/components/app/page-messages';

type Props = { params: Promise<ShellParams> };

// Not in the spec: the cart's "Send enquiry to all" (submitInquiryList), on both devices.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, site } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  return { title: `${t('cartTitle')} | ${site.name}`, robots: { index: false, follow: false } };
}

async function EnquiryCartPageContent({ params }: Props) {
  const { locale, device } = await readShell(params);
  setRequestLocale(locale);
  const [t, viewer, pageCart] = await Promise.all([
    getTranslations({ locale, namespace: 'enquiry' }),
    readEnquiryViewer(),
    readPageCart(),
  ]);
  const initialItems = pageCart ? await productCardsByIds(locale, pageCart.ids) : [];
  return (
    <section
      className={`${styles.page} ${device === 'mobile' ? styles.mobile : ''}`}
      aria-labelledby="cart-enquiry-title"
    >
      <h1 id="cart-enquiry-title" className={styles.title}>
        {t('cartTitle')}
      </h1>
      {viewer.kind === 'supplier' ? (
        <p className={styles.notice}>{t('supplierViewer')}</p>
      ) : (
        <CartEnquiry initialItems={initialItems} buyerEmail={viewer.kind === 'buyer' ? viewer.email : null} />
      )}
    </section>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function EnquiryCartPage(props: Props) {
  return (
    <PageMessages namespaces={['enquiry']}>
      <EnquiryCartPageContent {...props} />
    </PageMessages>
  );
}
