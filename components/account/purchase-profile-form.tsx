'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import type { PurchaseInfo } from '@/lib/accounts/schemas';
import { gateway } from '@/lib/gateway/endpoints';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import { useFieldMessage } from './form-messages';
import styles from './account.module.css';

const blankOr = (pattern: RegExp) => z.string().trim().regex(pattern, { message: 'invalid' });

// the limits of the completePurchaseInfo contract; empty means "leave as it is"
const schema = z.object({
  companyName: z.string().trim().max(200, { message: 'maxlength' }),
  contactName: z.string().trim().max(100, { message: 'maxlength' }),
  dialingCode: blankOr(/^(\+?\d{1,4})?$/),
  mobile: blankOr(/^([\d\s()+-]{4,24})?$/),
  countryCode: blankOr(/^([A-Za-z]{2})?$/),
  companyWebsite: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'invalid' }).max(300)]),
  jobTitle: z.string().trim().max(100, { message: 'maxlength' }),
  businessType: blankOr(/^(10|[1-9])?$/),
});
type Values = z.infer<typeof schema>;

const BUSINESS_TYPES = Array.from({ length: 10 }, (_, i) => i + 1); // spec §3: ten business types

function toValues(info: PurchaseInfo): Values {
  return {
    companyName: info.companyName ?? '',
    contactName: info.contactName ?? '',
    dialingCode: info.dialingCode ?? '',
    mobile: info.mobile ?? '',
    countryCode: info.countryCode?.toUpperCase() ?? '',
    companyWebsite: info.companyWebsite ?? '',
    jobTitle: info.jobTitle ?? '',
    businessType: info.businessType ? String(info.businessType) : '',
  };
}

/** A country of the profile's picker (the countries gateway's names, in the reader's language and order). */
export type CountryOption = { code: string; name: string; dialingCode: string };

type Props = {
  initial: PurchaseInfo;
  countries: CountryOption[];
  onSaved: (info: PurchaseInfo) => void;
  onCancel: () => void;
};

/** Edits the purchase profile; the mobile number is checked against its dialing code first. */
export function PurchaseProfileForm({ initial, countries, onSaved, onCancel }: Props) {
  const t = useTranslations('accountPages');
  const fieldMessage = useFieldMessage();
  const { register, handleSubmit, formState, setError, getValues, setValue } = useForm({
    resolver: zodResolver(schema),
    defaultValues: toValues(initial),
  });
  const errors = formState.errors;

  async function onSubmit(v: Values) {
    const country = v.countryCode.toUpperCase() || undefined;
    if (v.mobile) {
      const check = await gateway.getMobileVerify({
        mobile: v.mobile,
        dialingCode: v.dialingCode || undefined,
        country,
      });
      if (!check.valid) return setError('mobile', { message: 'mobileInvalid' }, { shouldFocus: true });
    }
    const patch = Object.fromEntries(
      Object.entries({
        ...v,
        countryCode: country,
        businessType: v.businessType ? Number(v.businessType) : undefined,
      }).filter(([, value]) => value !== '' && value !== undefined),
    );
    onSaved(await gateway.completePurchaseInfo(patch));
  }

  const saved = initial.countryCode?.toUpperCase();
  // a code saved before the list changed stays selectable, so saving other fields does not drop it
  const options =
    saved && !countries.some((c) => c.code === saved)
      ? [...countries, { code: saved, name: saved, dialingCode: '' }]
      : countries;
  const country = register('countryCode', {
    // the chosen country's dialing code goes into an empty dialing code field
    onChange: (event: { target: { value: string } }) => {
      const picked = options.find((c) => c.code === event.target.value);
      if (picked?.dialingCode && !getValues('dialingCode').trim()) setValue('dialingCode', picked.dialingCode);
    },
  });

  const text = (
    name: Exclude<keyof Values, 'businessType' | 'countryCode'>,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <Field label={label} error={fieldMessage(errors[name])}>
      {(control) => <input {...control} {...extra} {...register(name)} />}
    </Field>
  );
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormControls>
        {text('companyName', t('companyLabel'), { autoComplete: 'organization' })}
        {text('contactName', t('contactLabel'), { autoComplete: 'name' })}
        <Field label={t('countryLabel')} error={fieldMessage(errors.countryCode)}>
          {(control) => (
            <select {...control} autoComplete="country" {...country}>
              <option value="">{t('countryNone')}</option>
              {options.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('dialingCode', t('dialingCodeLabel'), { inputMode: 'tel', autoComplete: 'tel-country-code' })}
        {text('mobile', t('mobileLabel'), { type: 'tel', autoComplete: 'tel-national' })}
        {text('companyWebsite', t('websiteLabel'), { type: 'url', inputMode: 'url' })}
        {text('jobTitle', t('jobTitleLabel'), { autoComplete: 'organization-title' })}
        <Field label={t('businessTypeLabel')} error={fieldMessage(errors.businessType)}>
          {(control) => (
            <select {...control} {...register('businessType')}>
              <option value="">{t('businessTypeNone')}</option>
              {BUSINESS_TYPES.map((n) => (
                <option key={n} value={String(n)}>
                  {t('businessType', { type: String(n) })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" busy={formState.isSubmitting}>
            {formState.isSubmitting ? t('working') : t('saveProfile')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </FormControls>
    </form>
  );
}
