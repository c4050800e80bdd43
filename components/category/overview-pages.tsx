import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCategoryTree } from '@/lib/catalogue/categories';
import { findIndustry, industryKey, type CategoryNode } from '@/lib/catalogue/category-tree';
import { buildCategoryPath } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import type { Shell } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { movedTo } from '@/components/app/redirect';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CategoryOverview, IndustrySection } from './category-overview';
import { ListJsonLd } from './list-seo';
import styles from './category.module.css';
import { countValues } from '@/lib/format/number';

/**
 * spec §2 /categories/{defaultCategory}: an industry by its lowercase slug key (`home-garden`), the
 * canonical form; its numeric id is accepted and redirected there permanently. Anything else: 404.
 */
export async function resolveIndustry(shell: Shell, key: string): Promise<CategoryNode> {
  const industry = findIndustry(await getCategoryTree(shell.locale), key);
  if (!industry) notFound();
  if (key !== industryKey(industry))
    return movedTo(shell, href('categoriesDefault', { defaultCategory: industryKey(industry) }));
  return industry;
}

export async function overviewMetadata(shell: Shell, industry?: CategoryNode): Promise<Metadata> {
  const t = await getTranslations({ locale: shell.locale, namespace: 'category' });
  const path = industry ? href('categoriesDefault', { defaultCategory: industryKey(industry) }) : href('categories');
  return {
    title: industry ? t('industryMetaTitle', { industry: industry.name }) : t('overviewMetaTitle'),
    description: industry ? t('industryMetaDescription', { industry: industry.name }) : t('overviewMetaDescription'),
    keywords: t('overviewMetaKeywords'),
    alternates: await headLinks(shell.site, path, shell.locale),
  };
}

/** /categories (selected undefined) and /categories/{defaultCategory}. */
export async function OverviewPage({ shell, selected }: { shell: Shell; selected?: CategoryNode }) {
  const [tree, t, tc] = await Promise.all([
    getCategoryTree(shell.locale),
    getTranslations({ locale: shell.locale, namespace: 'category' }),
    getTranslations({ locale: shell.locale, namespace: 'catalogue' }),
  ]);
  const links = { deployPath: shell.site.deployPath };
  const crumbs = [
    { name: tc('home'), href: href('home', {}, { site: shell.site }) },
    { name: t('overviewTitle'), href: href('categories', {}, { site: shell.site }) },
    ...(selected ? [{ name: selected.name }] : []),
  ];
  return (
    <>
      <ListJsonLd site={shell.site} locale={shell.locale} crumbs={crumbs} links={links} />
      <Breadcrumbs items={crumbs} />
      <CategoryOverview tree={tree} selected={selected} device={shell.device} links={links} />
    </>
  );
}

/** Mobile /categoriesT2/{t1id}: the level-2 list of one industry (spec §2, mobile only). */
export async function IndustryLevelTwoPage({ shell, industry }: { shell: Shell; industry: CategoryNode }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale: shell.locale, namespace: 'category' }),
    getTranslations({ locale: shell.locale, namespace: 'catalogue' }),
  ]);
  const links = { deployPath: shell.site.deployPath };
  const crumbs = [
    { name: tc('home'), href: href('home', {}, { site: shell.site }) },
    { name: t('overviewTitle'), href: href('categories', {}, { site: shell.site }) },
    { name: industry.name },
  ];
  return (
    <div className={`${styles.page} ${styles.mobile}`}>
      <ListJsonLd site={shell.site} locale={shell.locale} crumbs={crumbs} links={links} />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.heading}>{industry.name}</h1>
      <a href={buildCategoryPath(industry, links)} className={styles.tile}>
        {t('viewIndustry', { industry: industry.name })}
        <span className={styles.count}>{tc('productCount', countValues({ count: industry.productCount }))}</span>
      </a>
      <IndustrySection industry={industry} links={links} />
    </div>
  );
}

export async function resolveIndustryById(shell: Shell, t1id: string): Promise<CategoryNode> {
  const tree = await getCategoryTree(shell.locale);
  const id = readId(t1id);
  const industry = id === undefined ? undefined : tree.find((n) => n.id === id);
  if (!industry) notFound();
  return industry;
}
