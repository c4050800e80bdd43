import { useTranslations } from 'next-intl';
import type { SupplierMeetingViews } from '@/lib/meetings/views';
import { SupplierMeetings } from './supplier-meetings';
import styles from './meetings.module.css';

/** The workspace's section of meeting requests (the answers are a client island). */
export function WorkspaceMeetings({ views }: { views: SupplierMeetingViews }) {
  const t = useTranslations('meetings');
  return (
    <section className={`${styles.narrow} ${styles.workspace}`} aria-labelledby="workspace-meetings-title">
      <h2 id="workspace-meetings-title">{t('workspaceHeading')}</h2>
      <p className={styles.muted}>{t('workspaceIntro')}</p>
      <SupplierMeetings initial={views} />
    </section>
  );
}
