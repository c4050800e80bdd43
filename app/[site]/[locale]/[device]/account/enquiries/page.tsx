import { BuyerEnquiriesPage, listMetadata, type ListPageProps } from '@/components/enquiries/list-pages';
import { PageMessages } from '@/components/app/page-messages';

// Not in the spec: the buyer's sent enquiries (the desktop header and the mobile account centre link here).
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: ListPageProps) {
  return listMetadata(params, 'myTitle');
}

function AccountEnquiriesPageContent(props: ListPageProps) {
  return <BuyerEnquiriesPage {...props} />;
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function AccountEnquiriesPage(props: ListPageProps) {
  return (
    <PageMessages namespaces={['enquiry']}>
      <AccountEnquiriesPageContent {...props} />
    </PageMessages>
  );
}
