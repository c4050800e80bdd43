import { VerifyPage, verifyPageMetadata, type VerifyPageProps } from '@/components/account/verify-page';
import { PageMessages } from '@/components/app/page-messages';

// per request: the link's code and the signed-in buyer are read from the database
export const dynamic = 'force-dynamic';

export function generateMetadata(props: VerifyPageProps) {
  return verifyPageMetadata(props);
}

function PageContent(props: VerifyPageProps) {
  return VerifyPage(props);
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function Page(props: VerifyPageProps) {
  return (
    <PageMessages namespaces={['accountPages']}>
      <PageContent {...props} />
    </PageMessages>
  );
}
