import { useTranslations } from 'next-intl';
import Link from 'next/link';

export default function NotFound() {
  const t = useTranslations('common');
  return (
    <section className="error-panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <Link href="/">{t('backHome')}</Link>
    </section>
  );
}
