import { VerifyPage, verifyPageMetadata, type VerifyPageProps } from '@/components/account/verify-page';

// per request: the link's code and the signed-in buyer are read from the database
export const dynamic = 'force-dynamic';

export function generateMetadata(props: VerifyPageProps) {
  return verifyPageMetadata(props);
}

export default function Page(props: VerifyPageProps) {
  return VerifyPage(props);
}
