'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { gateway } from '@/lib/gateway/endpoints';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import { useRuleMessage } from './rule-message';
import { useRfqPickers } from './use-rfq-pickers';
import styles from './rfq.module.css';
import { CountryOptions } from '@/components/ui/country-options';

const schema = z.object({
  companyName: z.string().trim().min(1, { message: 'required' }).max(200, { message: 'maxlength' }),
  contactName: z.string().trim().min(1, { message: 'required' }).max(100, { message: 'maxlength' }),
  countryCode: z.string().min(1, { message: 'required' }),
  dialingCode: z
    .string()
    .trim()
    .regex(/^(\+?\d{1,4})?$/, { message: 'invalid' }),
  mobile: z
    .string()
    .trim()
    .regex(/^([\d\s()+-]{4,24})?$/, { message: 'invalid' }),
});
type Values = z.infer<typeof schema>;

type Props = { rfqId: number; initial: Partial<Values> };

/** spec §7 regAfterRfq: after posting, the company details suppliers look for, from the success page. */
export function CompleteProfileForm({ rfqId, initial }: Props) {
  const t = useTranslations('rfq');
  const rule = useRuleMessage();
  const pickers = useRfqPickers();
  const [state, setState] = useState<'editing' | 'saved'>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useBusySubmit();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { companyName: '', contactName: '', countryCode: '', dialingCode: '', mobile: '', ...initial },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    run(async () => {
      setFailure(null);
      try {
        await gateway.regAfterRfq(
          {
            rfqId,
            companyName: values.companyName,
            contactName: values.contactName,
            countryCode: values.countryCode,
            ...(values.dialingCode && { dialingCode: values.dialingCode }),
            ...(values.mobile && { mobile: values.mobile }),
          },
          { toast: false },
        );
        setState('saved');
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : t('failed'));
      }
    }),
  );

  if (pickers.loading) {
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loadingForm')} />;
  }
  if (state === 'saved') {
    return (
      <p className={styles.notice} role="status">
        {t('profileSaved')}
      </p>
    );
  }
  return (
    <form
      className={`${styles.section} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby="rfq-profile-title"
    >
      <FormControls>
        <h2 id="rfq-profile-title">{t('profileTitle')}</h2>
        <p className={styles.hint}>{t('profileLead')}</p>
        <Field label={t('companyName')} error={rule(errors.companyName?.message, { max: 200 })}>
          {(a11y) => <input {...a11y} type="text" autoComplete="organization" {...form.register('companyName')} />}
        </Field>
        <Field label={t('contactName')} error={rule(errors.contactName?.message, { max: 100 })}>
          {(a11y) => <input {...a11y} type="text" autoComplete="name" {...form.register('contactName')} />}
        </Field>
        {pickers.countries.length > 0 && (
          <Field label={t('companyCountry')} error={rule(errors.countryCode?.message)}>
            {(a11y) => (
              <select {...a11y} autoComplete="country" {...form.register('countryCode')}>
                <CountryOptions countries={pickers.countries} choose={t('choose')} />
              </select>
            )}
          </Field>
        )}
        <div className={`${styles.pair} ${styles.shortFirst}`}>
          <Field label={t('dialingCode')} error={rule(errors.dialingCode?.message)} optional={t('optional')}>
            {(a11y) => <input {...a11y} type="text" inputMode="tel" {...form.register('dialingCode')} />}
          </Field>
          <Field label={t('mobile')} error={rule(errors.mobile?.message)} optional={t('optional')}>
            {(a11y) => <input {...a11y} type="tel" autoComplete="tel-national" {...form.register('mobile')} />}
          </Field>
        </div>
        {failure && (
          <p className={`${styles.notice} ${styles.problem}`} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {busy ? t('sending') : t('saveProfile')}
          </Button>
        </div>
      </FormControls>
    </form>
  );
}
