import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { readShell } from '@/components/app/shell';
import { PolicyPage, policyTitle } from '@/components/policies/policy-page';
import { isPolicyWebsite, policyHref } from '@/lib/policies/variants';
import { pageMetadata } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';

// spec §2 /privacy-policy-{website}.html: the country variants, Türkiye (tr, KVKK) and Japan (jp, APPI)
type Props = { params: Promise<ShellParams & { website: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ site, locale }, { website }] = await Promise.all([readShell(params), params]);
  if (!isPolicyWebsite(website)) return {};
  return pageMetadata(site, policyHref(website), locale, await policyTitle(website, locale));
}

export default async function CountryPrivacyPolicyPage({ params }: Props) {
  const [{ site, locale }, { website }] = await Promise.all([readShell(params), params]);
  // another country has no variant of its own: its visitors read /privacy-policy.html
  if (!isPolicyWebsite(website)) notFound();
  setRequestLocale(locale);
  return <PolicyPage variant={website} site={site} locale={locale} />;
}
