'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { useStoredBuyer } from '@/components/auth/use-stored-buyer';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { useSitePath } from '@/components/shell/site-context';
import { gateway } from '@/lib/gateway/endpoints';
import { useHref } from '@/components/app/routes';
import {
  MEETING_DEFAULT_DURATION,
  MEETING_DURATIONS,
  MEETING_MAX_AHEAD_DAYS,
  MEETING_MIN_LEAD_MINUTES,
  MEETING_TOPIC_LENGTH,
  meetingDateSchema,
  meetingTimeSchema,
  meetingTimeZoneSchema,
  meetingTopicSchema,
  readProposal,
} from '@/lib/meetings/rules';
import { dateInZone } from '@/lib/meetings/time';
import { zoneLabel } from '@/lib/meetings/format';
import { ProposalPreview } from './proposal-preview';
import { useDeviceTime } from './use-device-time';
import { useSubmissionKey } from './use-submission-key';
import { useMeetingMessage } from './use-meeting-message';
import styles from './meetings.module.css';
import { countValues } from '@/lib/format/number';
import { FormControls } from '@/components/ui/form-controls';

const formSchema = z
  .object({
    date: meetingDateSchema,
    time: meetingTimeSchema,
    timeZone: meetingTimeZoneSchema,
    durationMinutes: z.string().refine((v) => (MEETING_DURATIONS as readonly number[]).includes(Number(v)), {
      message: 'duration',
    }),
    topic: meetingTopicSchema,
  })
  .superRefine((values, ctx) => {
    // the same window the server applies (lib/meetings/rules.ts), told at the field it is about
    const { problem } = readProposal(values, Date.now());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem === 'tooFar' ? 'date' : 'time'], message: problem });
  });
type Values = z.input<typeof formSchema>;

type Props = {
  supplierId: number;
  exhibitionId: number | null;
  supplierZone: string | null;
  exhibitionZone: string | null;
};

/**
 * The proposal (spec §2 /requestMeeting): date and time in the buyer's time zone (read from the device,
 * changeable), duration and topic. Sending goes through the login gate (spec §4); one submission key per
 * content, so a double click, an automatic retry or "send again" after a lost answer makes one request.
 */
export function MeetingRequestForm({ supplierId, exhibitionId, supplierZone, exhibitionZone }: Props) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const message = useMeetingMessage();
  const link = useHref();
  const successPath = useSitePath(link('submitResult', { type: 'meeting' }));
  const { requireBuyer } = useLoginGate();
  const signedIn = useStoredBuyer();
  const { busy, run } = useBusySubmit();
  const [failure, setFailure] = useState<string>();
  const keyFor = useSubmissionKey();
  // the zone list and the date bounds depend on the device: known after hydration
  const device = useDeviceTime();
  const { register, handleSubmit, control, setValue, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { date: '', time: '', timeZone: '', durationMinutes: String(MEETING_DEFAULT_DURATION), topic: '' },
  });
  const values = useWatch({ control });
  const errors = formState.errors;

  useEffect(() => {
    if (device) setValue('timeZone', device.local);
  }, [device, setValue]);

  const zones = device
    ? [...[supplierZone, exhibitionZone].filter((z): z is string => !!z && !device.zones.includes(z)), ...device.zones]
    : [];
  const zone = values.timeZone || null;
  const bounds =
    zone && device
      ? {
          min: dateInZone(device.openedAt + MEETING_MIN_LEAD_MINUTES * 60_000, zone),
          max: dateInZone(device.openedAt + MEETING_MAX_AHEAD_DAYS * 86_400_000, zone),
        }
      : undefined;

  async function send(v: Values) {
    const data = {
      supplierId,
      ...(exhibitionId !== null && { exhibitionId }),
      date: v.date,
      time: v.time,
      timeZone: v.timeZone,
      durationMinutes: Number(v.durationMinutes),
      topic: v.topic.trim(),
    };
    setFailure(undefined);
    try {
      await gateway.requestMeeting(data, { toast: false, idempotencyKey: keyFor(JSON.stringify(data)) });
      window.location.assign(successPath);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errorInvalid'));
    }
  }

  const topicLength = values.topic?.trim().length ?? 0;
  return (
    <form
      className={`${styles.form} ${styles.card}`}
      aria-labelledby="meeting-form-title"
      noValidate
      onSubmit={handleSubmit((v) => requireBuyer(() => void run(() => send(v))))}
    >
      <FormControls>
        <h2 id="meeting-form-title">{t('formTitle')}</h2>
        <fieldset className={styles.when}>
          <legend>{t('whenLegend')}</legend>
          <p className={styles.hint}>
            {t('windowHint', {
              ...countValues({ hours: MEETING_MIN_LEAD_MINUTES / 60 }),
              days: MEETING_MAX_AHEAD_DAYS,
            })}
          </p>
          <div className={styles.row}>
            <Field label={t('dateLabel')} error={message(errors.date?.message)}>
              {(control) => (
                <input type="date" min={bounds?.min} max={bounds?.max} {...control} {...register('date')} />
              )}
            </Field>
            <Field label={t('timeLabel')} error={message(errors.time?.message)}>
              {(control) => <input type="time" step={900} {...control} {...register('time')} />}
            </Field>
          </div>
          <Field label={t('timeZoneLabel')} hint={t('timeZoneHint')} error={message(errors.timeZone?.message)}>
            {(control) => (
              <select {...control} {...register('timeZone')}>
                {zones.length === 0 && <option value="">{t('timeZoneLoading')}</option>}
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {zoneLabel(z)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <ProposalPreview
            locale={locale}
            date={values.date ?? ''}
            time={values.time ?? ''}
            zone={zone}
            supplierZone={supplierZone}
            exhibitionZone={exhibitionZone}
          />
        </fieldset>
        <Field label={t('durationLabel')} error={message(errors.durationMinutes?.message)}>
          {(control) => (
            <select {...control} {...register('durationMinutes')}>
              {MEETING_DURATIONS.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {t('duration', countValues({ minutes }))}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('topicLabel')}
          hint={`${t('topicHint')} ${t('topicCount', { count: topicLength, max: MEETING_TOPIC_LENGTH.max })}`}
          error={message(errors.topic?.message)}
        >
          {(control) => (
            <textarea dir="auto" rows={5} maxLength={MEETING_TOPIC_LENGTH.max} {...control} {...register('topic')} />
          )}
        </Field>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {busy ? t('sending') : t('submit')}
        </Button>
        {/* a signed-in buyer is not told to sign in */}
        {!signedIn && <p className={styles.hint}>{t('signInNote')}</p>}
      </FormControls>
    </form>
  );
}
