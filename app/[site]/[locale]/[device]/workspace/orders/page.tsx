import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { movedTo } from '@/components/app/redirect';
import { readShell } from '@/components/app/shell';
import { requirePageSupplier } from '@/components/rfq/pages';
import styles from '@/components/orders/orders.module.css';
import { Pagination } from '@/components/ui/pagination';
import { buildProductPath } from '@/lib/links/build';
import { listSupplierOrders } from '@/lib/orders/service';
import { href } from '@/lib/routes/href';
import { readPage } from '@/lib/routes/query';
import type { ShellParams } from '@/lib/shell/context';

// not in the spec: the sample and trial order requests the signed-in supplier's company received
type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = href('supplierOrders');

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'orders' });
  return { title: t('workspaceTitle'), robots: { index: false, follow: false } };
}

export default async function SupplierOrdersPage({ params, searchParams }: Props) {
  const shell = await readShell(params);
  const { site, locale } = shell;
  setRequestLocale(locale);
  const request = readPage((await searchParams).page);
  if (request.kind === 'canonical') return movedTo(shell, PATH);
  const { supplierId } = await requirePageSupplier(site);
  const [t, te] = await Promise.all([
    getTranslations({ locale, namespace: 'orders' }),
    getTranslations({ locale, namespace: 'enquiry' }),
  ]);
  const page = request.kind === 'page' ? request.page : Number.MAX_SAFE_INTEGER;
  const list = await listSupplierOrders(locale, supplierId, Math.min(page, 100_000));
  const hrefFor = (n: number) => href('supplierOrders', {}, { site, query: n > 1 ? { page: String(n) } : {} });
  if (page > list.pageCount) redirect(hrefFor(list.pageCount));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <p>
        <a href={href('supplierWorkspace', {}, { site })}>{te('backToWorkspace')}</a>
      </p>
      <h1 id="orders-title">{t('workspaceTitle')}</h1>
      <p className={styles.lead}>{t('workspaceIntro')}</p>
      {list.items.length === 0 ? (
        <p className={styles.muted}>{t('workspaceEmpty')}</p>
      ) : (
        <ul className={styles.items}>
          {list.items.map((order) => (
            <li key={order.id}>
              <article className={styles.item} aria-labelledby={`order-${order.id}`}>
                <h2 id={`order-${order.id}`}>
                  <a
                    href={buildProductPath(
                      { id: order.productId, slug: order.productSlug },
                      { deployPath: site.deployPath },
                    )}
                  >
                    <bdi>{order.productName}</bdi>
                  </a>{' '}
                  <span className={styles.muted}>{order.reference}</span>
                </h2>
                <p>
                  {t('workspaceFrom', { buyer: order.buyer })} ·{' '}
                  <a href={`mailto:${order.buyerEmail}`}>{order.buyerEmail}</a>
                </p>
                <p>
                  {t('workspaceQuantity', {
                    kind: t(`kind.${order.kind}`),
                    countText: order.quantity,
                    unit: order.unit,
                  })}
                </p>
                <p>{t('workspaceDestination', { place: order.place })}</p>
                {order.message && <p dir="auto">{order.message}</p>}
                <p className={styles.muted}>
                  {t('workspaceReceived', { date: date.format(new Date(order.createdAt)) })}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
    </section>
  );
}
