import { EnquiryRoute, enquiryMetadata } from '@/components/enquiries/enquiry-route';
import type { EnquiryRouteProps } from '@/lib/enquiries/page-target';
import { PageMessages } from '@/components/app/page-messages';

// spec §2 /enquiry/{name}{id}: the enquiry form of a product, or of a supplier with ?type=supplier.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: EnquiryRouteProps) {
  return enquiryMetadata(props, 'form');
}

function EnquiryPageContent(props: EnquiryRouteProps) {
  return <EnquiryRoute props={props} page="form" />;
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function EnquiryPage(props: EnquiryRouteProps) {
  return (
    <PageMessages namespaces={['enquiry']}>
      <EnquiryPageContent {...props} />
    </PageMessages>
  );
}
