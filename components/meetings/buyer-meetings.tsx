import { useLocale, useTranslations } from 'next-intl';
import type { BuyerMeeting, BuyerMeetingGroups } from '@/lib/meetings/schemas';
import { buildSupplierPath, type LinkContext } from '@/lib/links/build';
import { formatMeetingTime } from '@/lib/meetings/format';
import { href } from '@/lib/routes/href';
import styles from './meetings.module.css';
import { countValues } from '@/lib/format/number';

type Props = {
  groups: BuyerMeetingGroups;
  links: LinkContext;
  /** The level of the groups' headings (2 on its own page, 3 inside the account centre). */
  level: 2 | 3;
  /** Waiting and upcoming only, with a link to the full list (the account centre). */
  compact?: boolean;
};

/** A buyer's meeting requests with their status: waiting for an answer, upcoming, earlier. */
export function BuyerMeetings({ groups, links, level, compact = false }: Props) {
  const t = useTranslations('meetings');
  const shown = compact ? { pending: groups.pending, upcoming: groups.upcoming, earlier: [] } : groups;
  const total = groups.pending.length + groups.upcoming.length + groups.earlier.length;
  if (total === 0) {
    return (
      <p>
        {t('empty')} <a href={href('searchSupplier', {}, { site: links })}>{t('findSuppliers')}</a>
      </p>
    );
  }
  const Heading = level === 2 ? 'h2' : 'h3';
  const sections = [
    { key: 'pending', title: t('groupPending'), items: shown.pending },
    { key: 'upcoming', title: t('groupUpcoming'), items: shown.upcoming },
    { key: 'earlier', title: t('groupEarlier'), items: shown.earlier },
  ].filter((s) => s.items.length > 0);
  return (
    <div className={styles.groups}>
      {sections.map((section) => (
        <section key={section.key} className={styles.group} aria-labelledby={`meetings-${section.key}-${level}`}>
          <Heading id={`meetings-${section.key}-${level}`}>{section.title}</Heading>
          <ul className={styles.list}>
            {section.items.map((meeting) => (
              <BuyerMeetingItem key={meeting.id} meeting={meeting} links={links} level={level} />
            ))}
          </ul>
        </section>
      ))}
      {compact && (
        <p>
          <a href={href('myMeetings', {}, { site: links })}>{t('allMeetings')}</a>
        </p>
      )}
    </div>
  );
}

function BuyerMeetingItem({ meeting, links, level }: { meeting: BuyerMeeting; links: LinkContext; level: 2 | 3 }) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const Title = level === 2 ? 'h3' : 'h4';
  const supplierZone = meeting.supplier.timeZone;
  return (
    <li className={styles.item} data-meeting={meeting.id}>
      <Title>
        <a href={buildSupplierPath(meeting.supplier, links)}>
          <bdi>{meeting.supplier.name}</bdi>
        </a>
      </Title>
      <p className={styles.state} data-state={meeting.state}>
        {t('state', { state: meeting.state })}
      </p>
      <p>
        {formatMeetingTime(locale, meeting.proposedAt, meeting.timeZone)} ·{' '}
        {t('duration', countValues({ minutes: meeting.durationMinutes }))}
      </p>
      {supplierZone && supplierZone !== meeting.timeZone && (
        <p className={styles.muted}>
          {t('previewSupplier', { when: formatMeetingTime(locale, meeting.proposedAt, supplierZone) })}
        </p>
      )}
      {meeting.exhibition && <p>{t('atExhibition', { exhibition: meeting.exhibition.name })}</p>}
      <p className={styles.muted}>
        {t.rich('topicShown', { topic: meeting.topic, isolate: (chunks) => <bdi>{chunks}</bdi> })}
      </p>
    </li>
  );
}
