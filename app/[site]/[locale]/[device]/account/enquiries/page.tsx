import { BuyerEnquiriesPage, listMetadata, type ListPageProps } from '@/components/enquiries/list-pages';

// Not in the spec: the buyer's sent enquiries (the desktop header and the mobile account centre link here).
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: ListPageProps) {
  return listMetadata(params, 'myTitle');
}

export default function AccountEnquiriesPage(props: ListPageProps) {
  return <BuyerEnquiriesPage {...props} />;
}
