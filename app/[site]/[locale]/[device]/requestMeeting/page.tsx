import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { MeetingRequestForm } from '@/components/meetings/meeting-request-form';
import { ChooseSupplier, RequestMeetingLayout } from '@/components/meetings/request-meeting-page';
import { SupplierSummary } from '@/components/meetings/supplier-summary';
import { placeName } from '@/lib/catalogue/region';
import { buildSupplierPath } from '@/lib/links/build';
import { getMeetingSupplier } from '@/lib/meetings/supplier';
import { first, readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { PageMessages } from '@/components/app/page-messages';
import { fullStopOnce } from '@/lib/i18n/full-stop';

// spec §2 /requestMeeting?supplierId=N(&exhibitionId=M), desktop and mobile, cached for an hour (§9): the
// page reads no session; whoever is signed in is the client's business (the login gate on sending).
type Props = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

const load = cache(async (site: string, locale: string, device: string, rawSupplier?: string, rawShow?: string) => {
  const shell = await readShell(Promise.resolve({ site, locale, device }));
  if (rawSupplier === undefined) return { shell, supplier: null };
  const supplierId = readId(rawSupplier);
  if (supplierId === undefined) notFound();
  // an exhibition the supplier is not at (or a malformed id) is left out rather than refused
  const supplier = await getMeetingSupplier(shell.locale, supplierId, readId(rawShow));
  if (!supplier) notFound();
  return { shell, supplier };
});

async function resolve({ params, searchParams }: Props) {
  const { site, locale, device } = await params;
  const query = await searchParams;
  return load(site, locale, device, first(query.supplierId), first(query.exhibitionId));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, supplier } = await resolve(props);
  const t = await getTranslations({ locale: shell.locale, namespace: 'meetings' });
  return {
    title: `${supplier ? t('pageTitleWith', { supplier: supplier.name }) : t('pageTitle')} | ${shell.site.name}`,
    description: supplier
      ? fullStopOnce(t('metaDescription', { supplier: supplier.name }), supplier.name)
      : t('chooseSupplierBody'),
    robots: { index: false, follow: true },
  };
}

async function RequestMeetingPageContent(props: Props) {
  const { shell, supplier } = await resolve(props);
  setRequestLocale(shell.locale);
  const t = await getTranslations({ locale: shell.locale, namespace: 'meetings' });
  const links = { deployPath: shell.site.deployPath };
  if (!supplier) return <ChooseSupplier links={links} />;
  const place = placeName(supplier.city, supplier.countryCode, shell.locale);
  return (
    <RequestMeetingLayout device={shell.device} title={t('pageTitleWith', { supplier: supplier.name })}>
      <SupplierSummary supplier={supplier} supplierHref={buildSupplierPath(supplier, links)} place={place} />
      <MeetingRequestForm
        supplierId={supplier.id}
        exhibitionId={supplier.exhibition?.id ?? null}
        supplierZone={supplier.timeZone}
        exhibitionZone={supplier.exhibition?.timeZone ?? null}
      />
    </RequestMeetingLayout>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function RequestMeetingPage(props: Props) {
  return (
    <PageMessages namespaces={['meetings']}>
      <RequestMeetingPageContent {...props} />
    </PageMessages>
  );
}
