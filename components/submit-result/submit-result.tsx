import { useTranslations } from 'next-intl';
import type { LinkContext } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import type { SubmitResultType } from '@/lib/routes/submit-result';
import { sitePath } from '@/lib/sites/resolve';
import styles from '@/components/meetings/meetings.module.css';

type Content = {
  title: string;
  body: string;
  next: { label: string; path: string };
  back: { label: string; path: string };
};

/** The types shown by this page (the cart's enquiry batch has its own: components/enquiries/batch-success). */
type GenericType = Exclude<SubmitResultType, 'enquiry'>;

function useContent(type: GenericType): Content {
  const t = useTranslations('meetings');
  switch (type) {
    case 'meeting':
      return {
        title: t('successTitle'),
        body: t('successBody'),
        next: { label: t('successMeetings'), path: href('myMeetings') },
        back: { label: t('successHome'), path: href('home') },
      };
  }
}

/** spec §2 /submitResult/{type}/success: what was sent, what happens next, and where to go on. */
export function SubmitResult({ type, links }: { type: GenericType; links: LinkContext }) {
  const content = useContent(type);
  return (
    <section className={styles.page} aria-labelledby="submit-result-title">
      <h1 id="submit-result-title" className={styles.title}>
        {content.title}
      </h1>
      <div className={`${styles.card} ${styles.form}`}>
        <p className={styles.notice}>{content.body}</p>
        <div className={styles.actions}>
          <a className={styles.button} href={sitePath(links, content.next.path)}>
            {content.next.label}
          </a>
          <a href={sitePath(links, content.back.path)}>{content.back.label}</a>
        </div>
      </div>
    </section>
  );
}
