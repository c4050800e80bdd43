import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { FAVOURITE_PAGE_SIZE, FAVOURITE_TYPES, type FavouriteType } from '@/lib/api/contracts/favourites';
import { countFavourites, listFavourites, type FavouriteCounts } from '@/lib/favourites/service';
import { favouritesPath } from '@/lib/favourites/paths';
import { formatNumber } from '@/lib/format/number';
import { href, queryString } from '@/lib/routes/href';
import { readPage } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { Shell, ShellParams } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';
import { sitePath } from '@/lib/sites/resolve';
import { FavouriteEmpty, FavouriteEntry, FavouritesSkeleton } from './favourite-entries';
import styles from './favourites.module.css';

export type FavouritesRouteProps = {
  params: Promise<ShellParams & { type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const TAB_KEYS = { product: 'tabProduct', exhibitor: 'tabExhibitor', exhibitorCard: 'tabExhibitorCard' } as const;

function isFavouriteType(value: string): value is FavouriteType {
  return (FAVOURITE_TYPES as readonly string[]).includes(value);
}

async function readRoute(params: FavouritesRouteProps['params']): Promise<{ shell: Shell; type: FavouriteType }> {
  const shell = await readShell(params);
  const { type } = await params;
  // the registry's pattern admits only the three types; anything else reaching here is a 404
  if (!isFavouriteType(type)) notFound();
  return { shell, type };
}

export async function favouritesMetadata({ params }: Pick<FavouritesRouteProps, 'params'>): Promise<Metadata> {
  const { shell } = await readRoute(params);
  const t = await getTranslations({ locale: shell.locale, namespace: 'favourites' });
  return { title: t('title'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

/**
 * The buyer's favourites of one type, for spec §2 /myFavorite/:type (mobile) and the desktop account
 * page /account/favorites/:type. Who is signed in, the counts and the page's place are settled before
 * anything streams (real redirects); the list streams behind a skeleton.
 */
export async function FavouritesRoute({ params, searchParams }: FavouritesRouteProps) {
  const { shell, type } = await readRoute(params);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const ownPath = favouritesPath(device, type);
  const caller = await readPageCaller();
  if (!caller || caller.memberType !== 2) {
    redirect(href('login', {}, { site, query: { redirect: ownPath } }));
  }
  // spec §2 pageNo: `?page=1`, zero or anything unreadable is the list's own URL
  const request = readPage((await searchParams).page);
  if (request.kind === 'canonical') return movedTo(shell, ownPath);
  const counts = await countFavourites(caller.accountId);
  const pageCount = Math.max(1, Math.ceil(counts[type] / FAVOURITE_PAGE_SIZE));
  const base = sitePath(site, ownPath);
  const hrefFor = (p: number) => base + queryString({ page: p > 1 ? p : undefined });
  // a page beyond the last (an unfollow emptied it): the last one
  if (request.kind === 'beyond' || request.page > pageCount) redirect(hrefFor(pageCount));
  const { page } = request;

  const t = await getTranslations({ locale, namespace: 'favourites' });
  return (
    <section className={`${styles.page} ${device === 'mobile' ? styles.mobile : ''}`} aria-labelledby="fav-title">
      <h1 id="fav-title">{t('title')}</h1>
      <Tabs shell={shell} current={type} counts={counts} label={t('tabsLabel')} names={(k) => t(TAB_KEYS[k])} />
      <Suspense key={`${type}-${page}`} fallback={<FavouritesSkeleton type={type} label={t('loadingList')} />}>
        <FavouriteResults
          shell={shell}
          accountId={caller.accountId}
          type={type}
          page={page}
          hrefFor={hrefFor}
          heading={t(TAB_KEYS[type])}
        />
      </Suspense>
    </section>
  );
}

function Tabs(props: {
  shell: Shell;
  current: FavouriteType;
  counts: FavouriteCounts;
  label: string;
  names: (type: FavouriteType) => string;
}) {
  const { shell, current, counts, label, names } = props;
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {FAVOURITE_TYPES.map((type) => (
          <li key={type}>
            <a
              href={sitePath(shell.site, favouritesPath(shell.device, type))}
              aria-current={type === current ? 'page' : undefined}
            >
              {names(type)} <span className={styles.tabCount}>{formatNumber(counts[type])}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

async function FavouriteResults(props: {
  shell: Shell;
  accountId: number;
  type: FavouriteType;
  page: number;
  hrefFor: (page: number) => string;
  heading: string;
}) {
  const { shell, accountId, type, page, hrefFor, heading } = props;
  const list = await listFavourites(shell.locale, accountId, type, { page, pageSize: FAVOURITE_PAGE_SIZE });
  return (
    <section aria-labelledby="fav-list-title" className={styles.results}>
      <h2 id="fav-list-title" className="visually-hidden">
        {heading}
      </h2>
      {list.items.length === 0 ? (
        <FavouriteEmpty type={type} site={shell.site} />
      ) : (
        <>
          <ul className={type === 'product' ? styles.grid : styles.rows}>
            {list.items.map((item) => (
              <FavouriteEntry key={`${item.kind}-${entryId(item)}`} item={item} shell={shell} />
            ))}
          </ul>
          <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}

function entryId(item: Awaited<ReturnType<typeof listFavourites>>['items'][number]): number {
  return item.kind === 'product' ? item.product.id : item.kind === 'exhibitor' ? item.supplier.id : item.card.id;
}
