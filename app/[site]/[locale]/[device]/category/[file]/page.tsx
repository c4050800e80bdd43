import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoryListPage, categoryListMetadata } from '@/components/category/category-list-page';
import { readRequestShell } from '@/components/category/request-shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = {
  params: Promise<ShellParams & { file: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// spec §2 /category/{name}{categoryId}.html and _{pageNo}.html: rendered per request from cached data.
export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const shell = await readRequestShell(params);
  const query = await searchParams;
  return categoryListMetadata(shell, (await params).file, first(query.sort), first(query.lang));
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const shell = await readRequestShell(params);
  setRequestLocale(shell.locale);
  const query = await searchParams;
  return (
    <CategoryListPage shell={shell} file={(await params).file} sort={first(query.sort)} lang={first(query.lang)} />
  );
}
