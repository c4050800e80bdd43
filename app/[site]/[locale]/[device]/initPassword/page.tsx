import {
  PasswordLinkPage,
  passwordPageMetadata,
  type PasswordPageProps,
} from '@/components/account/password-link-page';
import { PageMessages } from '@/components/app/page-messages';

// per request: the link's code is checked against the database
export const dynamic = 'force-dynamic';

export function generateMetadata(props: PasswordPageProps) {
  return passwordPageMetadata('init', props);
}

function InitPasswordPageContent(props: PasswordPageProps) {
  return PasswordLinkPage('init', props);
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function InitPasswordPage(props: PasswordPageProps) {
  return (
    <PageMessages namespaces={['accountPages']}>
      <InitPasswordPageContent {...props} />
    </PageMessages>
  );
}
