'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { useStoredBuyer } from '@/components/auth/use-stored-buyer';
import { useSubmissionKey } from '@/components/meetings/use-submission-key';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormControls } from '@/components/ui/form-controls';
import { ruleMessage } from '@/components/ui/rule-message';
import { SentPanel } from '@/components/ui/sent-panel';
import card from '@/components/ui/form-card.module.css';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import { REPORT_CATEGORIES, REPORT_LIMITS, trafficReportData, type ReportCategory } from '@/lib/traffic-light/rules';

type Values = z.input<typeof trafficReportData>;
type Props = {
  /** The markets to choose from, named in the page's language. */
  markets: readonly { code: string; name: string }[];
  country: string | null;
};

/**
 * The traffic light's report form (spec §2 /trafficLight/feedback): market, what went wrong, the supplier
 * and what happened. Sending signs in through the login gate (spec §4); one submission key per content;
 * a failed send keeps everything typed.
 */
export function ReportForm({ markets, country }: Props) {
  const t = useTranslations('trafficLight');
  const { requireBuyer } = useLoginGate();
  const signedIn = useStoredBuyer();
  const { busy, run } = useBusySubmit();
  const keyFor = useSubmissionKey();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<Values>({
    resolver: zodResolver(trafficReportData),
    defaultValues: {
      countryCode: country ?? '',
      category: '' as ReportCategory,
      supplier: '',
      description: '',
    },
  });
  const errors = formState.errors;
  const length = (useWatch({ control, name: 'description' }) ?? '').trim().length;

  const message = (key: string | undefined, max: number = REPORT_LIMITS.descriptionMax) =>
    ruleMessage(
      key,
      {
        required: () => t('errorRequired'),
        choose: () => t('errorChoose'),
        minlength: () => t('errorMinlength', { min: REPORT_LIMITS.descriptionMin }),
        maxlength: () => t('errorMaxlength', { max }),
      },
      () => t('errorInvalid'),
    );

  async function send(values: Values) {
    const data = trafficReportData.parse(values);
    setFailure(undefined);
    try {
      const answer = await gateway.trafficReport(data, { toast: false, idempotencyKey: keyFor(JSON.stringify(data)) });
      setSent(answer.reference);
    } catch (error) {
      setFailure(error instanceof GatewayError && error.status === 429 ? t('errorTooMany') : t('errorFailed'));
    }
  }

  if (sent) {
    return (
      <SentPanel
        title={t('sentTitle')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setSent(null);
            }}
          >
            {t('sendAnother')}
          </Button>
        }
      >
        {t('sent', { reference: sent })}
      </SentPanel>
    );
  }

  return (
    <form
      className={card.form}
      aria-label={t('feedbackTitle')}
      noValidate
      onSubmit={handleSubmit((values) => requireBuyer(() => void run(() => send(values))))}
    >
      <FormControls>
        <Field label={t('marketLabel')} error={message(errors.countryCode?.message)}>
          {(c) => (
            <select {...c} {...register('countryCode')}>
              <option value="">{t('marketChoose')}</option>
              {markets.map((market) => (
                <option key={market.code} value={market.code}>
                  {market.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('categoryLabel')} error={message(errors.category?.message)}>
          {(c) => (
            <select {...c} {...register('category')}>
              <option value="">{t('categoryChoose')}</option>
              {REPORT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`category.${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('supplierLabel')}
          hint={t('supplierHint')}
          error={message(errors.supplier?.message, REPORT_LIMITS.supplierMax)}
        >
          {(c) => <input type="text" dir="auto" {...c} {...register('supplier')} />}
        </Field>
        <Field
          label={t('descriptionLabel')}
          hint={`${t('descriptionHint')} ${t('descriptionCount', { count: length, max: REPORT_LIMITS.descriptionMax })}`}
          error={message(errors.description?.message)}
        >
          {(c) => (
            <textarea
              dir="auto"
              rows={7}
              maxLength={REPORT_LIMITS.descriptionMax}
              {...c}
              {...register('description')}
            />
          )}
        </Field>
        {failure && (
          <p className={card.failure} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {busy ? t('sending') : t('submit')}
        </Button>
        {!signedIn && <p className={card.hint}>{t('signInNote')}</p>}
      </FormControls>
    </form>
  );
}
