import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { MAX_PAGE, type ProductSort } from '@/lib/catalogue/cards';
import { getCategoryTree, loadCategoryProducts } from '@/lib/catalogue/categories';
import { findCategory, subtreeIds, type CategoryNode } from '@/lib/catalogue/category-tree';
import { LIST_PAGE_SIZE, pageRedirect, parseSort, readZeroPage, sortQuery } from '@/lib/catalogue/list-routes';
import { buildCategoryPath, keepRequestedLang, type LinkContext } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import { first, type RawQuery } from '@/lib/routes/query';
import type { Shell } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { sitePath } from '@/lib/sites/resolve';
import { ListJsonLd } from './list-seo';
import { ProductGrid, ProductListFrame } from './product-list-view';
import { countValues } from '@/lib/format/number';

export type CategoryRequest = {
  node: CategoryNode;
  trail: CategoryNode[];
  page: number;
  pageCount: number;
  sort: ProductSort;
  links: LinkContext;
  /** Page n without the deploy path (spec §2 `_{pageNo}` from page 2 on). */
  pathFor: (page: number) => string;
  /** Page n of this category under the deploy path, with a sort other than the default. */
  hrefFor: (page: number, sort?: ProductSort) => string;
};

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The folders of a category list page: category/{categoryId}[/page/{pageNo}]/{name} (lib/routes/registry.ts). */
export type CategoryParams = { categoryId: string; pageNo?: string; name?: string[] };

/**
 * The category and page a category list link asks for: 404, a redirect (keeping the `?lang=` asked for),
 * or the request. Without a slug (`/category/{id}.html`, `_{pageNo}`) it is the page's canonical URL
 * (lib/links/canonical.ts) and answers itself.
 */
export const resolveCategoryRequest = cache(
  async (
    shell: Shell,
    categoryIdParam: string,
    nameParam: string,
    pageNo: string | undefined,
    sortParam: string | undefined,
    lang: string | undefined,
  ): Promise<CategoryRequest> => {
    let name = nameParam;
    let categoryId = categoryIdParam;
    let page = Number(pageNo ?? 1);
    // `_0` and `_007`: the page patterns refuse them (spec §2 pageNo is a positive integer), so the link
    // reads as a category `{name}_{id}_` with the page as its id
    const zero = categoryId.startsWith('0') ? readZeroPage(name, categoryId) : null;
    if (zero) ({ name, id: categoryId, page } = zero);
    const tree = await getCategoryTree(shell.locale);
    const found = /^\d{1,15}$/.test(categoryId) ? findCategory(tree, Number(categoryId)) : undefined;
    if (!found) notFound();
    const links = { deployPath: shell.site.deployPath };
    const sort = parseSort(sortParam);
    const pathFor = (p: number) => {
      const category = { name: found.node.slug, categoryId: found.node.id };
      return p > 1 ? href('categoryPage', { ...category, pageNo: p }) : href('category', category);
    };
    const hrefFor = (p: number, s: ProductSort = sort) => sitePath(links, pathFor(p)) + sortQuery(s);
    const pageCount = Math.min(Math.ceil(found.node.productCount / LIST_PAGE_SIZE), MAX_PAGE);
    const wrongSlug = name !== '' && safeDecode(name) !== safeDecode(found.node.slug);
    const redirectTo = (p: number) => keepRequestedLang(hrefFor(p), lang, shell.locale);
    if (zero || wrongSlug || pageNo === '1') permanentRedirect(redirectTo(Math.max(page, 1)));
    const target = pageRedirect(page, pageCount);
    if (target !== null) redirect(redirectTo(target));
    return { ...found, page, pageCount, sort, links, pathFor, hrefFor };
  },
);

/** The request of a category list page from its folders and query. */
function requestOf(shell: Shell, params: CategoryParams, query: RawQuery) {
  const { categoryId, name, pageNo } = params;
  return resolveCategoryRequest(shell, categoryId, name?.[0] ?? '', pageNo, first(query.sort), first(query.lang));
}

export async function categoryListMetadata(shell: Shell, params: CategoryParams, query: RawQuery): Promise<Metadata> {
  const { node, page, pathFor } = await requestOf(shell, params, query);
  const t = await getTranslations({ locale: shell.locale, namespace: 'category' });
  return {
    title:
      page > 1
        ? t('categoryMetaTitlePaged', { category: node.name, page })
        : t('categoryMetaTitle', { category: node.name }),
    description: t('categoryMetaDescription', { category: node.name }),
    keywords: t('categoryMetaKeywords', { category: node.name }),
    alternates: await headLinks(shell.site, pathFor(page), shell.locale),
  };
}

/** spec §2 category product list: trail, heading, count, subcategory chips, sort links, cards, pages. */
export async function CategoryListPage(props: { shell: Shell; params: CategoryParams; query: RawQuery }) {
  const { shell, params, query } = props;
  const request = await requestOf(shell, params, query);
  const t = await getTranslations({ locale: shell.locale, namespace: 'catalogue' });
  const { node, trail, links } = request;
  const crumbs = [
    { name: t('home'), href: href('home', {}, { site: shell.site }) },
    ...trail.map((c) => ({ name: c.name, href: buildCategoryPath(c, links) })),
  ];
  const chips = node.children.map((c) => ({
    id: c.id,
    name: c.name,
    href: buildCategoryPath(c, links),
    count: c.productCount,
  }));
  return (
    <ProductListFrame
      header={{
        heading: node.name,
        countText: t('productCount', countValues({ count: node.productCount })),
        crumbs,
        chips,
        device: shell.device,
        sort: { current: request.sort, hrefFor: (s) => request.hrefFor(1, s) },
      }}
    >
      {/* rendered whole, not streamed behind a skeleton: ARCHITECTURE.md "Category overview" */}
      <CategoryGrid shell={shell} request={request} crumbs={crumbs} />
    </ProductListFrame>
  );
}

async function CategoryGrid({
  shell,
  request,
  crumbs,
}: {
  shell: Shell;
  request: CategoryRequest;
  crumbs: { name: string; href: string }[];
}) {
  const t = await getTranslations({ locale: shell.locale, namespace: 'catalogue' });
  const list = await loadCategoryProducts(shell.locale, subtreeIds(request.node), {
    sort: request.sort,
    page: request.page,
  });
  return (
    <>
      <ListJsonLd
        site={shell.site}
        locale={shell.locale}
        crumbs={crumbs}
        items={list.items}
        firstPosition={(list.page - 1) * list.pageSize + 1}
        links={request.links}
      />
      <ProductGrid
        items={list.items}
        links={request.links}
        emptyText={t('noProducts')}
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(p) => request.hrefFor(p)}
      />
    </>
  );
}
