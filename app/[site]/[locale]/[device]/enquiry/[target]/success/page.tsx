import { EnquirySuccessRoute, enquirySuccessMetadata } from '@/components/enquiries/success-page';
import type { EnquiryRouteProps } from '@/lib/enquiries/page-target';

// spec §2 /enquiry/{name}{id}/success: the enquiry just sent, shown to its sender.
export const dynamic = 'force-dynamic';

export const generateMetadata = enquirySuccessMetadata;

export default function EnquirySuccessPage(props: EnquiryRouteProps) {
  return <EnquirySuccessRoute {...props} />;
}
