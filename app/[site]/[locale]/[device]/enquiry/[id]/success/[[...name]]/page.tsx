import { EnquirySuccessRoute, enquirySuccessMetadata } from '@/components/enquiries/success-page';
import type { EnquiryRouteProps } from '@/lib/enquiries/page-target';
import { PageMessages } from '@/components/app/page-messages';

// spec §2 /enquiry/{name}{id}/success: the enquiry just sent, shown to its sender.
export const dynamic = 'force-dynamic';

export const generateMetadata = enquirySuccessMetadata;

function EnquirySuccessPageContent(props: EnquiryRouteProps) {
  return <EnquirySuccessRoute {...props} />;
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function EnquirySuccessPage(props: EnquiryRouteProps) {
  return (
    <PageMessages namespaces={['enquiry']}>
      <EnquirySuccessPageContent {...props} />
    </PageMessages>
  );
}
