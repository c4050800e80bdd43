'use client';

import { useTranslations } from 'next-intl';
import { formatMeetingTime } from '@/lib/meetings/format';
import { zonedTimeToInstant } from '@/lib/meetings/time';
import styles from './meetings.module.css';

type Props = {
  locale: string;
  date: string;
  time: string;
  zone: string | null;
  supplierZone: string | null;
  exhibitionZone: string | null;
};

/** The proposed time read back in the buyer's zone, and in the supplier's and the exhibition's when known. */
export function ProposalPreview({ locale, date, time, zone, supplierZone, exhibitionZone }: Props) {
  const t = useTranslations('meetings');
  const instant = zone ? zonedTimeToInstant(date, time, zone) : undefined;
  const lines: string[] = [];
  if (instant && zone) {
    lines.push(t('previewYours', { when: formatMeetingTime(locale, instant, zone) }));
    if (supplierZone && supplierZone !== zone) {
      lines.push(t('previewSupplier', { when: formatMeetingTime(locale, instant, supplierZone) }));
    }
    if (exhibitionZone && exhibitionZone !== zone && exhibitionZone !== supplierZone) {
      lines.push(t('previewExhibition', { when: formatMeetingTime(locale, instant, exhibitionZone) }));
    }
  }
  return (
    <div className={styles.preview} aria-live="polite" data-testid="meeting-preview">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
