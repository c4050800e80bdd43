import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { href } from '@/lib/routes/href';

export default function NotFound() {
  const t = useTranslations('common');
  return (
    <section className="error-panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <Link href={href('home')}>{t('backHome')}</Link>
    </section>
  );
}
