'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { EMAIL_PATTERN } from '@/lib/accounts/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { Field } from '@/components/ui/field';
import { useRuleMessage } from './rule-message';
import { FIELD_BOUNDS, type RfqFormValues } from './rfq-form-schema';
import type { useRfqPickers } from './use-rfq-pickers';
import styles from './rfq.module.css';
import { CountryOptions } from '@/components/ui/country-options';

/** What the e-mail and mobile checks found (checkEmailPhone); the first three block posting. */
export type AccountIssues = {
  email: null | 'registered' | 'supplier' | 'disposable';
  mobile: boolean;
};

export const NO_ISSUES: AccountIssues = { email: null, mobile: false };

export function isBlocked(issues: AccountIssues): boolean {
  return issues.email !== null || issues.mobile;
}

type Props = {
  form: UseFormReturn<RfqFormValues>;
  pickers: ReturnType<typeof useRfqPickers>;
  issues: AccountIssues;
  onIssues: (update: (current: AccountIssues) => AccountIssues) => void;
  onSignIn: () => void;
};

/**
 * Registering at once (spec §7 addRfqAndReg / addRfqAndPurReg): e-mail and password, optionally the
 * company. The e-mail is checked on blur: an address with an account offers sign-in, a supplier's or
 * a throwaway address is refused; a failed check says nothing (the server decides on submit).
 */
export function RfqAccountFields({ form, pickers, issues, onIssues, onSignIn }: Props) {
  const t = useTranslations('rfq');
  const rule = useRuleMessage();
  const { errors } = form.formState;
  const message = (name: keyof RfqFormValues) => rule(errors[name]?.message, FIELD_BOUNDS[name]);
  const withCompany = form.watch('withCompany');

  async function checkEmail() {
    const email = form.getValues('email').trim();
    if (!EMAIL_PATTERN.test(email)) return;
    try {
      const answer = await gateway.checkEmailPhone({ email }, { toast: false });
      const found = answer.email;
      const state = !found
        ? null
        : found.supplier
          ? 'supplier'
          : found.registered
            ? 'registered'
            : found.result === 3
              ? 'disposable'
              : null;
      onIssues((current) => ({ ...current, email: state }));
    } catch {
      onIssues((current) => ({ ...current, email: null }));
    }
  }

  async function checkMobile() {
    const mobile = form.getValues('mobile').trim();
    if (!mobile) return onIssues((current) => ({ ...current, mobile: false }));
    try {
      const answer = await gateway.checkEmailPhone(
        {
          mobile,
          dialingCode: form.getValues('dialingCode').trim() || undefined,
          country: form.getValues('countryCode') || undefined,
        },
        { toast: false },
      );
      onIssues((current) => ({ ...current, mobile: answer.mobile?.valid === false }));
    } catch {
      onIssues((current) => ({ ...current, mobile: false }));
    }
  }

  const emailIssue = issues.email && (
    <p className={styles.error} role="alert">
      {t(`emailIssue.${issues.email}`)}{' '}
      {issues.email === 'registered' && (
        <button type="button" className={styles.link} onClick={onSignIn}>
          {t('signIn')}
        </button>
      )}
    </p>
  );

  return (
    <fieldset className={styles.section}>
      <legend>{t('sectionAccount')}</legend>
      <p className={styles.hint}>{t('accountIntro')}</p>
      <p>
        {t('haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={onSignIn}>
          {t('signIn')}
        </button>
      </p>
      <Field label={t('email')} error={message('email')}>
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            autoComplete="email"
            {...form.register('email', {
              onBlur: checkEmail,
              onChange: () => onIssues((current) => ({ ...current, email: null })),
            })}
          />
        )}
      </Field>
      {emailIssue}
      <Field label={t('password')} error={message('password')} hint={t('passwordHint')}>
        {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <Field layout="inline" label={t('withCompany')}>
        {(a11y) => <input {...a11y} type="checkbox" {...form.register('withCompany')} />}
      </Field>
      {withCompany && (
        <div className={styles.company}>
          <Field label={t('companyName')} error={message('companyName')}>
            {(a11y) => <input {...a11y} type="text" autoComplete="organization" {...form.register('companyName')} />}
          </Field>
          <Field label={t('contactName')} error={message('contactName')}>
            {(a11y) => <input {...a11y} type="text" autoComplete="name" {...form.register('contactName')} />}
          </Field>
          <Field label={t('companyCountry')} error={message('countryCode')}>
            {(a11y) => (
              <select {...a11y} autoComplete="country" {...form.register('countryCode')}>
                <CountryOptions countries={pickers.countries} choose={t('choose')} />
              </select>
            )}
          </Field>
          <div className={`${styles.pair} ${styles.shortFirst}`}>
            <Field label={t('dialingCode')} error={message('dialingCode')} optional={t('optional')}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="text"
                  inputMode="tel"
                  autoComplete="tel-country-code"
                  {...form.register('dialingCode')}
                />
              )}
            </Field>
            <Field
              label={t('mobile')}
              error={message('mobile') ?? (issues.mobile ? t('mobileInvalid') : undefined)}
              optional={t('optional')}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  type="tel"
                  autoComplete="tel-national"
                  {...form.register('mobile', {
                    onBlur: checkMobile,
                    onChange: () => onIssues((current) => ({ ...current, mobile: false })),
                  })}
                />
              )}
            </Field>
          </div>
        </div>
      )}
      <Field layout="inline" label={t('clause')} error={rule(errors.clause?.message)}>
        {(a11y) => <input {...a11y} type="checkbox" {...form.register('clause')} />}
      </Field>
    </fieldset>
  );
}
