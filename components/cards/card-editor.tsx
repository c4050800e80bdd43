'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import card from '@/components/ui/form-card.module.css';
import { FormControls } from '@/components/ui/form-controls';
import { ruleMessage } from '@/components/ui/rule-message';
import { ACCOUNT_LIMITS } from '@/lib/accounts/rules';
import { businessCardData, CARD_LIMITS } from '@/lib/cards/rules';
import { gateway } from '@/lib/gateway/endpoints';
import styles from './cards.module.css';
import { CountryOptions } from '@/components/ui/country-options';

type Values = z.input<typeof businessCardData>;
type Props = {
  /** The card's fields as they are, or the account's details for a first card. */
  values: Values;
  countries: readonly { code: string; name: string }[];
  /** A first card: the form is open and titled "Create". */
  creating: boolean;
};

/**
 * The buyer's e-card form (spec §2 /myCard): an existing card shows an "Edit" button that opens it; a
 * save refreshes the page's card and QR code. A failed save keeps what was typed.
 */
export function CardEditor({ values, countries, creating }: Props) {
  const t = useTranslations('cards');
  const router = useRouter();
  const { busy, run } = useBusySubmit();
  const [open, setOpen] = useState(creating);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(businessCardData),
    defaultValues: values,
  });
  const errors = formState.errors;
  const message = (key: string | undefined, max: number) =>
    ruleMessage(
      key,
      {
        required: () => t('errorRequired'),
        email: () => t('errorEmail'),
        mobile: () => t('errorMobile'),
        website: () => t('errorWebsite'),
        maxlength: () => t('errorMaxlength', { max }),
      },
      () => t('errorInvalid'),
    );

  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('edit')}
        </Button>
        <p role="status" className={styles.status}>
          {status === 'saved' ? t('saved') : ''}
        </p>
      </div>
    );
  }

  const save = (form: Values) =>
    run(async () => {
      setStatus(null);
      try {
        await gateway.saveBusinessCard(businessCardData.parse(form), { toast: false });
        setStatus('saved');
        setOpen(false);
        router.refresh();
      } catch {
        setStatus('failed');
      }
    });

  const text = (name: keyof Values, label: string, max: number, extra: object = {}) => (
    <Field label={label} error={message(errors[name]?.message, max)}>
      {(c) => <input type="text" dir="auto" {...extra} {...c} {...register(name)} />}
    </Field>
  );

  return (
    <form
      className={card.form}
      aria-label={creating ? t('createTitle') : t('editTitle')}
      noValidate
      onSubmit={handleSubmit(save)}
    >
      <FormControls>
        <h2>{creating ? t('createTitle') : t('editTitle')}</h2>
        {text('fullName', t('fullNameLabel'), CARD_LIMITS.fullNameMax, { autoComplete: 'name' })}
        {text('jobTitle', t('jobTitleLabel'), CARD_LIMITS.jobTitleMax, { autoComplete: 'organization-title' })}
        {text('companyName', t('companyLabel'), CARD_LIMITS.companyMax, { autoComplete: 'organization' })}
        {text('email', t('emailLabel'), ACCOUNT_LIMITS.emailMax, { type: 'email', autoComplete: 'email', dir: 'ltr' })}
        {text('mobile', t('mobileLabel'), 20, { type: 'tel', autoComplete: 'tel', dir: 'ltr' })}
        <Field label={t('countryLabel')} error={message(errors.countryCode?.message, 2)}>
          {(c) => (
            <select autoComplete="country" {...c} {...register('countryCode')}>
              <CountryOptions countries={countries} choose={t('countryChoose')} />
            </select>
          )}
        </Field>
        <Field
          label={t('websiteLabel')}
          hint={t('websiteHint')}
          error={message(errors.website?.message, CARD_LIMITS.websiteMax)}
        >
          {(c) => <input type="url" inputMode="url" autoComplete="url" dir="ltr" {...c} {...register('website')} />}
        </Field>
        {status === 'failed' && (
          <p className={card.failure} role="alert">
            {t('errorFailed')}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {busy ? t('saving') : t('save')}
        </Button>
        {!creating && (
          <Button
            variant="secondary"
            onClick={() => {
              reset(values);
              setOpen(false);
            }}
          >
            {t('cancel')}
          </Button>
        )}
      </FormControls>
    </form>
  );
}
