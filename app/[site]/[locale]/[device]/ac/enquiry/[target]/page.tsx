import { EnquiryRoute, enquiryMetadata } from '@/components/enquiries/enquiry-route';
import type { EnquiryRouteProps } from '@/lib/enquiries/page-target';

// spec §2 /ac/enquiry/{name}{id}: the auto-login landing; the proxy has used the `ac` code before this runs.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: EnquiryRouteProps) {
  return enquiryMetadata(props, 'autoLogin');
}

export default function AutoLoginEnquiryPage(props: EnquiryRouteProps) {
  return <EnquiryRoute props={props} page="autoLogin" />;
}
