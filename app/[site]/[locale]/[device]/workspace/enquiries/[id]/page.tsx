import {
  SupplierEnquiryPage,
  supplierDetailMetadata,
  type SupplierDetailProps,
} from '@/components/enquiries/supplier-detail';

// Not in the spec: one received enquiry; opening it marks it read.
export const dynamic = 'force-dynamic';

export const generateMetadata = supplierDetailMetadata;

export default function SupplierEnquiryRoute(props: SupplierDetailProps) {
  return <SupplierEnquiryPage {...props} />;
}
