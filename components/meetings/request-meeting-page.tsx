import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { LinkContext } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import styles from './meetings.module.css';

type LayoutProps = { device: 'desktop' | 'mobile'; title: string; children: ReactNode };

/** The request page's frame: the supplier beside the form on desktop, above it on mobile. */
export function RequestMeetingLayout({ device, title, children }: LayoutProps) {
  return (
    <div className={`${styles.page} ${device === 'desktop' ? styles.desktop : ''}`}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** /requestMeeting without a supplier: what the page is for and where to find one. */
export function ChooseSupplier({ links }: { links: LinkContext }) {
  const t = useTranslations('meetings');
  return (
    <section className={styles.page} aria-labelledby="choose-supplier-title">
      <h1 id="choose-supplier-title" className={styles.title}>
        {t('chooseSupplierTitle')}
      </h1>
      <div className={styles.card}>
        <p>{t('chooseSupplierBody')}</p>
        <p>
          <a className={styles.button} href={href('searchSupplier', {}, { site: links })}>
            {t('findSuppliers')}
          </a>
        </p>
      </div>
    </section>
  );
}
