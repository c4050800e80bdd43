import {
  SupplierEnquiryPage,
  supplierDetailMetadata,
  type SupplierDetailProps,
} from '@/components/enquiries/supplier-detail';
import { PageMessages } from '@/components/app/page-messages';

// Not in the spec: one received enquiry; opening it marks it read.
export const dynamic = 'force-dynamic';

export const generateMetadata = supplierDetailMetadata;

function SupplierEnquiryRouteContent(props: SupplierDetailProps) {
  return <SupplierEnquiryPage {...props} />;
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function SupplierEnquiryRoute(props: SupplierDetailProps) {
  return (
    <PageMessages namespaces={['enquiry']}>
      <SupplierEnquiryRouteContent {...props} />
    </PageMessages>
  );
}
