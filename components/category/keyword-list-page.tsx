import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listKeywordProducts } from '@/lib/catalogue/keyword-lists';
import { keyWords, sortQuery } from '@/lib/catalogue/list-routes';
import { countValues, formatNumber } from '@/lib/format/number';
import { buildCategoryPath } from '@/lib/links/build';
import type { Shell } from '@/lib/shell/context';
import { href } from '@/lib/routes/href';
import { headLinks } from '@/lib/shell/head';
import { sitePath } from '@/lib/sites/resolve';
import type { KeywordRequest, ShowroomRequest } from './keyword-requests';
import { ListJsonLd } from './list-seo';
import { ProductGrid, ProductListFrame } from './product-list-view';
import { ShowroomView } from './showroom-view';
import styles from './category.module.css';

type Request = ShowroomRequest | KeywordRequest;

export async function keywordListMetadata(shell: Shell, request: Request): Promise<Metadata> {
  const t = await getTranslations({ locale: shell.locale, namespace: 'category' });
  if (request.kind === 'showroom') {
    const { letter, roomType, data } = request;
    const path =
      data.page > 1
        ? href('showroomIndexPage', { roomType, key: letter, pageNo: data.page })
        : href('showroomIndex', { roomType, key: letter });
    return {
      title: t('showroomMetaTitle', { letter }),
      description: t('showroomMetaDescription', { letter }),
      keywords: t('showroomMetaKeywords', { letter }),
      alternates: await headLinks(shell.site, path, shell.locale),
    };
  }
  const keyword = keyWords(request.key);
  return {
    title:
      request.page > 1
        ? t('keywordMetaTitlePaged', { keyword, page: request.page })
        : t('keywordMetaTitle', { keyword }),
    description: t('keywordMetaDescription', { keyword }),
    keywords: t('keywordMetaKeywords', { keyword }),
    alternates: await headLinks(shell.site, request.pathFor(request.page), shell.locale),
  };
}

/** A list page of the /{roomType}/… and /aggregate/… forms: a showroom letter or a keyword list. */
export async function KeywordListPage({ shell, request }: { shell: Shell; request: Request }) {
  if (request.kind === 'showroom') return <ShowroomView shell={shell} request={request} />;
  const [t, tc] = await Promise.all([
    getTranslations({ locale: shell.locale, namespace: 'category' }),
    getTranslations({ locale: shell.locale, namespace: 'catalogue' }),
  ]);
  const keyword = keyWords(request.key);
  const links = { deployPath: shell.site.deployPath };
  const category = request.category;
  const crumbs = [
    { name: tc('home'), href: href('home', {}, { site: shell.site }) },
    ...(category?.trail.map((c) => ({ name: c.name, href: buildCategoryPath(c, links) })) ?? []),
    { name: keyword, href: sitePath(shell.site, request.pathFor(request.page)) },
  ];
  const heading = category
    ? t('keywordInCategory', { keyword, category: category.node.name })
    : request.roomType === 'hots'
      ? t('hotHeading', { keyword })
      : t('keywordHeading', { keyword });
  const countText = request.count.capped
    ? t('manyProducts', { count: formatNumber(request.count.count) })
    : tc('productCount', countValues({ count: request.count.count }));
  const aside = category && (
    <p>
      <a
        href={href('roomList', { roomType: 'aggregate', spyKey: request.key }, { site: shell.site })}
        className={styles.link}
      >
        {t('allResults', { keyword })}
      </a>
    </p>
  );
  return (
    <ProductListFrame
      header={{
        heading,
        countText,
        crumbs,
        device: shell.device,
        aside,
        sort: { current: request.sort, hrefFor: (s) => sitePath(shell.site, request.pathFor(1)) + sortQuery(s) },
      }}
    >
      {/* rendered whole, as a category page (ARCHITECTURE.md "Category overview and product lists") */}
      <KeywordGrid shell={shell} request={request} crumbs={crumbs} emptyText={t('noMatches', { keyword })} />
    </ProductListFrame>
  );
}

async function KeywordGrid(props: {
  shell: Shell;
  request: KeywordRequest;
  crumbs: { name: string; href: string }[];
  emptyText: string;
}) {
  const { shell, request } = props;
  const links = { deployPath: shell.site.deployPath };
  const list = await listKeywordProducts(shell.locale, request.query, {
    sort: request.sort,
    page: request.page,
    count: request.count,
  });
  return (
    <>
      <ListJsonLd
        site={shell.site}
        locale={shell.locale}
        crumbs={props.crumbs}
        items={list.items}
        firstPosition={(list.page - 1) * list.pageSize + 1}
        links={links}
      />
      <ProductGrid
        items={list.items}
        links={links}
        emptyText={props.emptyText}
        page={list.page}
        pageCount={request.pageCount}
        hrefFor={(p) => sitePath(shell.site, request.pathFor(p)) + sortQuery(request.sort)}
      />
    </>
  );
}
