import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoryListPage, categoryListMetadata, type CategoryParams } from '@/components/category/category-list-page';
import { readRequestShell } from '@/components/category/request-shell';
import type { RawQuery } from '@/lib/routes/query';
import type { ShellParams } from '@/lib/shell/context';

export type Props = { params: Promise<ShellParams & CategoryParams>; searchParams: Promise<RawQuery> };

// spec §2 /category/{name}{categoryId}.html (here as category/{categoryId}/{name}); its later pages are
// category/{categoryId}/page/{pageNo}/{name}. Rendered per request from cached data.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return categoryListMetadata(await readRequestShell(params), await params, await searchParams);
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const shell = await readRequestShell(params);
  setRequestLocale(shell.locale);
  return <CategoryListPage shell={shell} params={await params} query={await searchParams} />;
}
