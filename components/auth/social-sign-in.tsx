'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { PROVIDER_NAMES, type OAuthProvider } from '@/lib/accounts/social-providers';
import { gateway } from '@/lib/gateway/endpoints';
import { BUSY_THRESHOLD_MS } from './use-busy-submit';
import styles from './account.module.css';
import { useSocialSignInConfig } from './social-sign-in-context';

export { SocialSignInProvider, type SocialSignInConfig } from './social-sign-in-context';

const AUTHORIZE = {
  google: gateway.oauthAuthorize_google,
  facebook: gateway.oauthAuthorize_facebook,
  linkedin: gateway.oauthAuthorize_linkedin,
} as const;

/**
 * spec §3 social sign-in: one button per configured provider. A click asks for the provider's link
 * (spec §7 oauth/authorize) and goes there; the provider sends the browser back through /transitional
 * (spec §2) to `returnTo`, by default the page the button is on. Nothing is shown without providers.
 */
export function SocialSignIn({ returnTo }: { returnTo?: string }) {
  const t = useTranslations('account');
  const { providers, transitionalPath } = useSocialSignInConfig();
  const pending = useRef(false);
  const [busy, setBusy] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    if (pending.current) return;
    pending.current = true;
    setError(null);
    const timer = window.setTimeout(() => setBusy(provider), BUSY_THRESHOLD_MS);
    try {
      const back = returnTo ?? `${window.location.pathname}${window.location.search}`;
      const redirectUrl = `${transitionalPath}?next=${encodeURIComponent(back)}`;
      const { authorizeLink } = await AUTHORIZE[provider]({ redirectUrl }, { toast: false });
      // stays busy while the browser leaves for the provider
      window.location.assign(authorizeLink);
    } catch (failure) {
      window.clearTimeout(timer);
      pending.current = false;
      setBusy(null);
      setError(failure instanceof Error && failure.message ? failure.message : t('failed'));
    }
  };

  return (
    <div className={styles.social} role="group" aria-label={t('socialGroup')} data-social-sign-in="">
      <p className={styles.socialOr} aria-hidden="true">
        {t('socialOr')}
      </p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={styles.socialButton}
          data-provider={provider}
          aria-busy={busy === provider}
          aria-disabled={busy !== null}
          data-busy={busy === provider ? 'true' : undefined}
          onClick={() => void start(provider)}
        >
          {busy === provider ? t('busy') : t('socialContinue', { provider: PROVIDER_NAMES[provider] })}
        </button>
      ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
