import { EnquiryRoute, enquiryMetadata } from '@/components/enquiries/enquiry-route';
import type { EnquiryRouteProps } from '@/lib/enquiries/page-target';
import { PageMessages } from '@/components/app/page-messages';

// spec §2 /ac/enquiry/{name}{id}: the auto-login landing; the proxy has used the `ac` code before this runs.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: EnquiryRouteProps) {
  return enquiryMetadata(props, 'autoLogin');
}

function AutoLoginEnquiryPageContent(props: EnquiryRouteProps) {
  return <EnquiryRoute props={props} page="autoLogin" />;
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function AutoLoginEnquiryPage(props: EnquiryRouteProps) {
  return (
    <PageMessages namespaces={['enquiry']}>
      <AutoLoginEnquiryPageContent {...props} />
    </PageMessages>
  );
}
