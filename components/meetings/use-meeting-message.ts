'use client';

import { useTranslations } from 'next-intl';
import { MEETING_MAX_AHEAD_DAYS, MEETING_MIN_LEAD_MINUTES, MEETING_TOPIC_LENGTH } from '@/lib/meetings/rules';
import { countValues } from '@/lib/format/number';

/** The meeting rules' message keys (lib/meetings/rules.ts) as translated texts with their bounds. */
export function useMeetingMessage() {
  const t = useTranslations('meetings');
  return (key: string | undefined): string | undefined => {
    switch (key) {
      case undefined:
      case '':
        return undefined;
      case 'required':
        return t('errorRequired');
      case 'minlength':
        return t('errorTopicShort', { min: MEETING_TOPIC_LENGTH.min });
      case 'maxlength':
        return t('errorTopicLong', { max: MEETING_TOPIC_LENGTH.max });
      case 'timeZone':
        return t('errorTimeZone');
      case 'duration':
        return t('errorDuration');
      case 'tooSoon':
        return t('errorTooSoon', countValues({ hours: MEETING_MIN_LEAD_MINUTES / 60 }));
      case 'tooFar':
        return t('errorTooFar', { days: MEETING_MAX_AHEAD_DAYS });
      case 'nonexistent':
        return t('errorNonexistent');
      default:
        return t('errorInvalid');
    }
  };
}
