import { listMetadata, SupplierEnquiriesPage, type ListPageProps } from '@/components/enquiries/list-pages';

// Not in the spec: the enquiries the signed-in supplier's company received.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: ListPageProps) {
  return listMetadata(params, 'workspaceTitle');
}

export default function SupplierEnquiriesRoute(props: ListPageProps) {
  return <SupplierEnquiriesPage {...props} />;
}
