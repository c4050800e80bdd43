import { EnquiryRoute, enquiryMetadata } from '@/components/enquiries/enquiry-route';
import type { EnquiryRouteProps } from '@/lib/enquiries/page-target';

// spec §2 /enquiry/{name}{id}: the enquiry form of a product, or of a supplier with ?type=supplier.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: EnquiryRouteProps) {
  return enquiryMetadata(props, 'form');
}

export default function EnquiryPage(props: EnquiryRouteProps) {
  return <EnquiryRoute props={props} page="form" />;
}
