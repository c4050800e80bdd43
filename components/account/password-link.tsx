'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';
import styles from './account.module.css';

type Props = { code: string | undefined; valid: boolean; purpose: 'reset' | 'init' };

/**
 * /resetPassword and /initPassword: without a code, ask for a link; with a usable one, the new password;
 * with a spent or expired one, say so and offer to ask again.
 */
export function PasswordLink({ code, valid, purpose }: Props) {
  const t = useTranslations('accountPages');
  const [usable, setUsable] = useState(valid);
  if (code && usable) return <NewPasswordForm code={code} purpose={purpose} onLinkInvalid={() => setUsable(false)} />;
  return (
    <>
      {code && (
        <p className={styles.problem} role="alert">
          {purpose === 'reset' ? t('resetLinkInvalid') : t('initLinkInvalid')}
        </p>
      )}
      <ResetRequestForm />
    </>
  );
}
