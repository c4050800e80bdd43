'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { gateway } from '@/lib/gateway/endpoints';
import { joinWithComma } from '@/lib/i18n/join';
import type { MeetingDecision } from '@/lib/meetings/rules';
import type { SupplierMeetingView, SupplierMeetingViews } from '@/lib/meetings/views';
import styles from './meetings.module.css';
import { countValues } from '@/lib/format/number';

/** An answered request leaves the waiting group: accepted ones join the upcoming (by time), declined ones the earlier. */
function moveAnswered(groups: SupplierMeetingViews, item: SupplierMeetingView): SupplierMeetingViews {
  const pending = groups.pending.filter((m) => m.id !== item.id);
  if (item.state === 'accepted') {
    const upcoming = [...groups.upcoming.filter((m) => m.id !== item.id), item].sort(
      (a, b) => Date.parse(a.proposedAt) - Date.parse(b.proposedAt),
    );
    return { ...groups, pending, upcoming };
  }
  return { ...groups, pending, earlier: [item, ...groups.earlier.filter((m) => m.id !== item.id)] };
}

/** The workspace's meeting requests: waiting ones first with Accept and Decline, then upcoming, then earlier. */
export function SupplierMeetings({ initial }: { initial: SupplierMeetingViews }) {
  const t = useTranslations('meetings');
  const [groups, setGroups] = useState(initial);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const focusId = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // the answered request moved to another group: focus follows it, so the keyboard is not lost
    if (focusId.current === null) return;
    root.current?.querySelector<HTMLElement>(`[data-meeting="${focusId.current}"]`)?.focus();
    focusId.current = null;
  }, [groups]);

  async function answer(item: SupplierMeetingView, decision: MeetingDecision) {
    if (busyId !== null) return;
    setBusyId(item.id);
    setErrors(({ [item.id]: _gone, ...rest }) => rest);
    try {
      // the session cookie identifies the supplier: never a buyer token stored in this browser
      const updated = await gateway.answerMeeting({ id: item.id, decision }, { token: null, toast: false });
      focusId.current = item.id;
      setGroups((current) => moveAnswered(current, { ...item, ...updated }));
      setAnnouncement(decision === 'accept' ? t('acceptedNotice') : t('declinedNotice'));
    } catch (error) {
      setErrors((current) => ({ ...current, [item.id]: error instanceof Error ? error.message : t('errorInvalid') }));
    } finally {
      setBusyId(null);
    }
  }

  const sections = [
    { key: 'pending', title: t('groupPending'), items: groups.pending },
    { key: 'upcoming', title: t('groupUpcoming'), items: groups.upcoming },
    { key: 'earlier', title: t('groupEarlier'), items: groups.earlier },
  ] as const;
  return (
    <div className={styles.groups} ref={root}>
      <p role="status" className={announcement ? styles.notice : 'visually-hidden'}>
        {announcement}
      </p>
      {sections.map((section) =>
        section.items.length === 0 && section.key !== 'pending' ? null : (
          <section key={section.key} className={styles.group} aria-labelledby={`workspace-${section.key}`}>
            <h3 id={`workspace-${section.key}`}>{section.title}</h3>
            {section.items.length === 0 ? (
              <p className={styles.muted}>{t('workspaceNothingWaiting')}</p>
            ) : (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <SupplierMeetingItem
                    key={item.id}
                    item={item}
                    busy={busyId === item.id}
                    error={errors[item.id]}
                    onAnswer={(decision) => void answer(item, decision)}
                  />
                ))}
              </ul>
            )}
          </section>
        ),
      )}
    </div>
  );
}

type ItemProps = {
  item: SupplierMeetingView;
  busy: boolean;
  error: string | undefined;
  onAnswer: (decision: MeetingDecision) => void;
};

function SupplierMeetingItem({ item, busy, error, onAnswer }: ItemProps) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const titleId = `meeting-${item.id}-title`;
  const who = joinWithComma([item.buyer.name ?? t('someBuyer'), item.buyer.companyName], locale);
  return (
    <li className={styles.item} data-meeting={item.id} tabIndex={-1} aria-labelledby={titleId}>
      <h4 id={titleId}>{who}</h4>
      <p className={styles.state} data-state={item.state}>
        {t('state', { state: item.state })}
      </p>
      <p>{t('buyerTime', { when: item.when })}</p>
      {item.whenSupplier && <p>{t('yourTime', { when: item.whenSupplier })}</p>}
      <p className={styles.muted}>
        {t('duration', countValues({ minutes: item.durationMinutes }))}
        {item.country && ` · ${t('buyerFrom', { country: item.country })}`}
      </p>
      {item.exhibition && <p>{t('atExhibition', { exhibition: item.exhibition.name })}</p>}
      <p>{t.rich('topicShown', { topic: item.topic, isolate: (chunks) => <bdi>{chunks}</bdi> })}</p>
      {item.buyer.email && (
        <p>
          {t('buyerEmailLabel')} <a href={`mailto:${item.buyer.email}`}>{item.buyer.email}</a>
        </p>
      )}
      {item.state === 'pending' && (
        <div className={styles.actions}>
          <Button disabled={busy} aria-describedby={titleId} onClick={() => onAnswer('accept')}>
            {t('accept')}
          </Button>
          <Button variant="secondary" disabled={busy} aria-describedby={titleId} onClick={() => onAnswer('decline')}>
            {t('decline')}
          </Button>
          {busy && <span className={styles.muted}>{t('answering')}</span>}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
