import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { readShell } from '@/components/app/shell';
import { PolicyPage, policyTitle } from '@/components/policies/policy-page';
import { policyHref } from '@/lib/policies/variants';
import { pageMetadata } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';

// spec §2 /privacy-policy.html: the privacy policy under the GDPR, for every country without its own
type Props = { params: Promise<ShellParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  return pageMetadata(site, policyHref('default'), locale, await policyTitle('default', locale));
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  return <PolicyPage variant="default" site={site} locale={locale} />;
}
