import { listMetadata, SupplierEnquiriesPage, type ListPageProps } from '@/components/enquiries/list-pages';
import { PageMessages } from '@/components/app/page-messages';

// Not in the spec: the enquiries the signed-in supplier's company received.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: ListPageProps) {
  return listMetadata(params, 'workspaceTitle');
}

function SupplierEnquiriesRouteContent(props: ListPageProps) {
  return <SupplierEnquiriesPage {...props} />;
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function SupplierEnquiriesRoute(props: ListPageProps) {
  return (
    <PageMessages namespaces={['enquiry']}>
      <SupplierEnquiriesRouteContent {...props} />
    </PageMessages>
  );
}
