import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { isOAuthProvider, PROVIDER_NAMES } from '@/lib/accounts/social-providers';
import { safeRedirectTarget } from '@/lib/links/redirect-target';
import { href } from '@/lib/routes/href';
import { readChoice } from '@/lib/routes/query';
import type { Site } from '@/lib/sites/resolve';
import { AccountPage } from './account-page';
import { ContinueSoon } from './continue-soon';
import styles from './account.module.css';

const ERRORS = {
  state: 'oauthState',
  exchange: 'oauthExchange',
  emailTaken: 'oauthEmailTaken',
  noEmail: 'oauthNoEmail',
} as const;
const ERROR_CODES = Object.keys(ERRORS) as (keyof typeof ERRORS)[];

export type TransitionalQuery = { platform?: string; oauthError?: string; next?: string };

/** A `next` that is a path of this site (the redirect target rule), else the site's home page. */
export function continuePath(site: Pick<Site, 'deployPath'>, next: string | undefined): string {
  const safe = safeRedirectTarget(next);
  const home = href('home');
  return safe === null || safe === home ? href('home', {}, { site }) : safe;
}

/** spec §2 /transitional: the return page of social sign-in, explaining a failure in words. */
export async function TransitionalPage({
  site,
  locale,
  query,
}: {
  site: Site;
  locale: Locale;
  query: TransitionalQuery;
}) {
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  const provider = isOAuthProvider(query.platform) ? PROVIDER_NAMES[query.platform] : t('socialAccount');
  const errorKey =
    query.oauthError !== undefined ? ERRORS[readChoice(query.oauthError, ERROR_CODES, 'exchange')] : undefined;
  if (errorKey) {
    return (
      <AccountPage title={t('signInFailed', { provider })}>
        <p className={styles.problem} role="alert">
          {t(errorKey, { provider })}
        </p>
        <p>
          <a href={href('login', {}, { site })}>{t('signInLink')}</a>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('transitionalTitle')}>
      <p className={styles.notice}>{t('signedInWith', { provider })}</p>
      <ContinueSoon href={continuePath(site, query.next)} />
    </AccountPage>
  );
}
