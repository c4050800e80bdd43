'use client';

import { useTranslations } from 'next-intl';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('common');
  return (
    <section role="alert" className="error-panel">
      <h1>{t('errorTitle')}</h1>
      <p>{t('errorBody')}</p>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}
