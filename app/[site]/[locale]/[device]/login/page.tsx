import type { Metadata } from 'next';
import { PageMessages } from '@/components/app/page-messages';
import { accountMetadata, renderAccountPage, type AccountPageProps } from '@/components/auth/account-route';

// reads the session cookie: rendered per request
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  return accountMetadata('login', params);
}

/** spec §2 /login: the account dialog's content as a page; the redirect of a signed-in buyer comes before any streaming. */
export default async function LoginPage(props: AccountPageProps) {
  return <PageMessages namespaces={['account']}>{await renderAccountPage('login', props)}</PageMessages>;
}
