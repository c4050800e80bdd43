import { getTranslations } from 'next-intl/server';
import type { SignInMethods } from '@/lib/accounts/info';
import { isOAuthProvider, PROVIDER_NAMES } from '@/lib/accounts/social-providers';
import type { Locale } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/rfq/format';
import styles from './account.module.css';

/** The account page's list of the ways a buyer signs in: their password, and the social accounts tied to it. */
export async function SignInMethodsSection({ methods, locale }: { methods: SignInMethods; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return (
    <section aria-labelledby="sign-in-methods-title">
      <h2 id="sign-in-methods-title">{t('signInMethodsTitle')}</h2>
      <ul className={styles.methods}>
        <li>
          {t('signInPassword')}
          {!methods.password && <span className={styles.methodState}> · {t('signInPasswordNone')}</span>}
        </li>
        {methods.providers.map(({ provider, connectedAt }) => (
          <li key={provider}>
            {t('signInConnected', {
              provider: isOAuthProvider(provider) ? PROVIDER_NAMES[provider] : provider,
              date: formatDay(connectedAt, locale),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
