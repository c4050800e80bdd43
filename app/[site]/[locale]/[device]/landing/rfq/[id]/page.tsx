import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RfqForm } from '@/components/rfq/rfq-form';
import { RfqPage } from '@/components/rfq/rfq-page';
import { buildProductPath } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import { getRfqLanding } from '@/lib/rfq/landing';
import { rfqMetadata } from '@/lib/rfq/pages';
import { RFQ_SOURCES } from '@/lib/rfq/rules';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import styles from '@/components/rfq/rfq.module.css';
import { PageMessages } from '@/components/app/page-messages';

// spec §2 /landing/rfq/product-{id}, here as landing/rfq/{id}
type Props = { params: Promise<ShellParams & { id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shell = await readShell(params);
  const id = readId((await params).id);
  const landing = id ? await getRfqLanding(shell.locale, id) : undefined;
  if (!landing) return {};
  return rfqMetadata(shell, 'landingTitle', {
    path: href('landingRfq', { id: landing.productId }),
    values: { product: landing.name },
  });
}

/**
 * spec §2 /landing/rfq/product-{id}, cached 1 hour (spec §9): an RFQ form prefilled from a product
 * (name, category, unit, its MOQ as the quantity), recording spec §3 source 5 (product conversion).
 * Nothing here reads the session: the product comes from an hour-long cache and the form learns in
 * the browser who is signed in, so the page can be cached whole.
 */
async function LandingRfqPageContent({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  // an id that is not 1-15 digits never reaches the database
  const id = readId((await params).id);
  const landing = id ? await getRfqLanding(locale, id) : undefined;
  if (!landing) notFound();
  const t = await getTranslations({ locale, namespace: 'rfq' });
  return (
    <RfqPage title={t('landingTitle', { product: landing.name })} lead={t('landingLead')}>
      <div className={styles.columns}>
        <RfqForm
          mode="post"
          origin={{ source: RFQ_SOURCES.productConversion, productId: landing.productId }}
          initial={{
            productName: landing.name.slice(0, 200),
            categoryId: String(landing.categoryId),
            unitCode: landing.unitCode,
            quantity: String(landing.moq),
          }}
        />
        <aside className={styles.card} aria-label={t('landingProduct')}>
          {landing.image && (
            // eslint-disable-next-line @next/next/no-img-element -- generated and stored images are served as they are
            <img
              src={landing.image.url}
              alt=""
              width={landing.image.width ?? undefined}
              height={landing.image.height ?? undefined}
              style={{ maxInlineSize: '100%', blockSize: 'auto' }}
            />
          )}
          <p>
            <a href={buildProductPath({ id: landing.productId, slug: landing.slug }, { deployPath: site.deployPath })}>
              {landing.name}
            </a>
          </p>
          <p className={styles.hint}>{t('landingSupplier', { supplier: landing.supplierName })}</p>
        </aside>
      </div>
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function LandingRfqPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq', 'uploads']}>
      <LandingRfqPageContent {...props} />
    </PageMessages>
  );
}
