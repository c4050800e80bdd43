import {
  PasswordLinkPage,
  passwordPageMetadata,
  type PasswordPageProps,
} from '@/components/account/password-link-page';

// per request: the link's code is checked against the database
export const dynamic = 'force-dynamic';

export function generateMetadata(props: PasswordPageProps) {
  return passwordPageMetadata('init', props);
}

export default function InitPasswordPage(props: PasswordPageProps) {
  return PasswordLinkPage('init', props);
}
