import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageMessages } from '@/components/app/page-messages';
import { readShell } from '@/components/app/shell';
import { TargetSummary } from '@/components/enquiries/target-summary';
import { OrderForm } from '@/components/orders/order-form';
import styles from '@/components/orders/orders.module.css';
import { loadEnquiryProducts } from '@/lib/enquiries/target';
import { readEnquiryViewer } from '@/lib/enquiries/viewer';
import { buildProductPath } from '@/lib/links/build';
import { getCountries, getUnits } from '@/lib/reference/service';
import type { ShellParams } from '@/lib/shell/context';

// spec §2 /startOrder/{productId}: samples or a trial order of a published product (decision 0161)
type Props = { params: Promise<ShellParams & { productId: string }> };

export const dynamic = 'force-dynamic';

async function productOf(params: Props['params']) {
  const [{ locale }, { productId }] = await Promise.all([readShell(params), params]);
  const [product] = await loadEnquiryProducts(locale, [Number(productId)]);
  return product;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ site, locale }, product] = await Promise.all([readShell(params), productOf(params)]);
  if (!product) return {};
  const t = await getTranslations({ locale, namespace: 'orders' });
  return {
    title: `${t('pageTitle')}: ${product.name} | ${site.name}`,
    description: t('pageMetaDescription'),
    robots: { index: false, follow: false },
  };
}

export default async function StartOrderPage({ params }: Props) {
  const [{ site, locale }, product] = await Promise.all([readShell(params), productOf(params)]);
  // a product that is not (or no longer) published cannot be ordered
  if (!product) notFound();
  setRequestLocale(locale);
  const [t, viewer, units, countries] = await Promise.all([
    getTranslations({ locale, namespace: 'orders' }),
    readEnquiryViewer(),
    getUnits(locale),
    getCountries(locale),
  ]);
  const productHref = buildProductPath(product, { deployPath: site.deployPath });
  return (
    <div className={styles.page}>
      <header>
        <h1>{t('pageTitle')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
      </header>
      <div className={styles.columns}>
        <TargetSummary
          target={{ kind: 'product', ref: { kind: 'product', id: product.id, slug: product.slug }, product }}
          deployPath={site.deployPath}
        />
        {viewer.kind === 'supplier' ? (
          <p className={styles.lead}>{t('supplierViewer')}</p>
        ) : (
          <PageMessages namespaces={['orders']}>
            <OrderForm
              productId={product.id}
              productHref={productHref}
              units={units}
              countries={countries.map((c) => ({ code: c.code, name: c.name }))}
              defaults={{ unitCode: product.unitCode }}
            />
          </PageMessages>
        )}
      </div>
    </div>
  );
}
