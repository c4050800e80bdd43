import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headLinks } from '@/lib/shell/head';
import type { Shell } from '@/lib/shell/context';
import type { SearchQuery } from './params';

/**
 * The head of a search page: title with the keyword, and `noindex` (result pages are endless
 * combinations of words and filters; crawlers should follow links, not index them). The canonical
 * is the search page itself, per lib/shell/head.ts (spec §2: the query is dropped).
 */
export async function searchMetadata(
  shell: Shell,
  kind: 'product' | 'supplier',
  query: SearchQuery,
  path: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale: shell.locale, namespace: 'search' });
  const keyword = query.keyword.length > 60 ? `${query.keyword.slice(0, 60)}…` : query.keyword;
  const title =
    kind === 'product'
      ? keyword
        ? t('metaTitleKeyword', { keyword })
        : t('metaTitle')
      : keyword
        ? t('supplierMetaTitleKeyword', { keyword })
        : t('supplierMetaTitle');
  return {
    title,
    description: kind === 'product' ? t('metaDescription') : t('supplierMetaDescription'),
    keywords: t('metaKeywords'),
    robots: { index: false, follow: true },
    alternates: await headLinks(shell.site, path, shell.locale),
  };
}
