'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { gateway } from '@/lib/gateway/endpoints';
import { newIdempotencyKey } from '@/lib/gateway/request';
import type { PaymentTermCode, ShipmentTermCode } from '@/lib/reference/codes';
import { RFQ_CURRENCIES, RFQ_LIMITS, type RfqCurrency } from '@/lib/rfq/rules';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import { useRuleMessage } from './rule-message';
import { useRfqPickers } from './use-rfq-pickers';
import styles from './rfq.module.css';

const wholeNumber = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .regex(/^[1-9]\d*$/, { message: 'integer' })
  .refine((v) => Number(v) <= RFQ_LIMITS.quantityMax, { message: 'max' });
const price = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .regex(/^\d{1,8}([.,]\d{1,2})?$/, { message: 'price' });

const schema = z.object({
  currency: z.enum(RFQ_CURRENCIES),
  tiers: z
    .array(z.object({ minQuantity: wholeNumber, price }))
    .min(1)
    .max(RFQ_LIMITS.tiersMax)
    .refine(
      (tiers) => tiers.every((tier, i) => i === 0 || Number(tier.minQuantity) > Number(tiers[i - 1]?.minQuantity)),
      {
        message: 'tiersOrder',
      },
    ),
  moq: wholeNumber,
  leadTimeDays: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .regex(/^\d{1,3}$/, { message: 'integer' })
    .refine((v) => Number(v) <= RFQ_LIMITS.leadTimeMaxDays, { message: 'max' }),
  incoterm: z.string().min(1, { message: 'required' }),
  paymentTerm: z.string(),
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' }),
  message: z.string().trim().max(RFQ_LIMITS.messageMax, { message: 'maxlength' }),
});
export type QuotationFormValues = z.infer<typeof schema>;

type Props = {
  rfqId: number;
  initial: QuotationFormValues;
  /** A quotation exists already: the form changes it. */
  existing: boolean;
  unitName: string;
};

const number = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * The supplier's quotation on a matched RFQ: price tiers by quantity (up to five), MOQ, lead time,
 * Incoterm, payment term, validity and a message. Sent once per content (idempotency key).
 */
export function QuotationForm({ rfqId, initial, existing, unitName }: Props) {
  const t = useTranslations('rfq');
  const rule = useRuleMessage();
  const router = useRouter();
  const pickers = useRfqPickers();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ content: string; key: string } | null>(null);
  const { busy, run } = useBusySubmit();
  const form = useForm<QuotationFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const { errors } = form.formState;

  const onValid = (values: QuotationFormValues) =>
    run(async () => {
      setFailure(null);
      setDone(null);
      const data = {
        rfqId,
        currency: values.currency as RfqCurrency,
        tiers: values.tiers.map((tier) => ({ minQuantity: number(tier.minQuantity), price: number(tier.price) })),
        moq: number(values.moq),
        leadTimeDays: number(values.leadTimeDays),
        incoterm: values.incoterm as ShipmentTermCode,
        ...(values.paymentTerm && { paymentTerm: values.paymentTerm as PaymentTermCode }),
        validUntil: values.validUntil,
        message: values.message.trim(),
      };
      const content = JSON.stringify(data);
      if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
      try {
        const saved = await gateway.submitQuotation(data, {
          toast: false,
          token: null,
          idempotencyKey: attempt.current.key,
        });
        setDone(saved.created ? t('quotationSent') : t('quotationUpdated'));
        router.refresh();
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : t('failed'));
      }
    });
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValid)(event);

  if (pickers.loading)
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loadingForm')} />;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="quotation-form-title">
      <FormControls>
        <h2 id="quotation-form-title">{existing ? t('changeQuotation') : t('sendQuotation')}</h2>
        <fieldset className={styles.section}>
          <legend>{t('tiersLegend', { unit: unitName })}</legend>
          <Field label={t('currency')}>
            {(a11y) => (
              <select {...a11y} {...form.register('currency')}>
                {RFQ_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className={styles.tiers}>
            {tiers.fields.map((field, index) => (
              <div key={field.id} className={styles.tierRow} role="group" aria-label={t('tierN', { n: index + 1 })}>
                <Field
                  label={t('tierFromQuantity')}
                  error={rule(errors.tiers?.[index]?.minQuantity?.message, { max: RFQ_LIMITS.quantityMax })}
                >
                  {(a11y) => (
                    <input {...a11y} type="text" inputMode="numeric" {...form.register(`tiers.${index}.minQuantity`)} />
                  )}
                </Field>
                <Field label={t('tierPrice')} error={rule(errors.tiers?.[index]?.price?.message)}>
                  {(a11y) => (
                    <input {...a11y} type="text" inputMode="decimal" {...form.register(`tiers.${index}.price`)} />
                  )}
                </Field>
                {tiers.fields.length > 1 && (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => tiers.remove(index)}
                    aria-label={t('removeTier', { n: index + 1 })}
                  >
                    {t('remove')}
                  </button>
                )}
              </div>
            ))}
          </div>
          {errors.tiers?.root?.message || errors.tiers?.message ? (
            <p className={styles.error} role="alert">
              {rule(errors.tiers?.root?.message ?? errors.tiers?.message)}
            </p>
          ) : null}
          {tiers.fields.length < RFQ_LIMITS.tiersMax && (
            <Button variant="secondary" onClick={() => tiers.append({ minQuantity: '', price: '' })}>
              {t('addTier')}
            </Button>
          )}
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('sectionTerms')}</legend>
          <div className={styles.pair}>
            <Field label={t('moq')} error={rule(errors.moq?.message, { max: RFQ_LIMITS.quantityMax })}>
              {(a11y) => <input {...a11y} type="text" inputMode="numeric" {...form.register('moq')} />}
            </Field>
            <Field
              label={t('leadTimeDays')}
              error={rule(errors.leadTimeDays?.message, { max: RFQ_LIMITS.leadTimeMaxDays })}
            >
              {(a11y) => <input {...a11y} type="text" inputMode="numeric" {...form.register('leadTimeDays')} />}
            </Field>
          </div>
          <Field label={t('incoterm')} error={rule(errors.incoterm?.message)}>
            {(a11y) => (
              <select {...a11y} {...form.register('incoterm')}>
                <option value="">{t('choose')}</option>
                {pickers.shipmentTerms.map((term) => (
                  <option key={term.code} value={term.code}>
                    {term.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('paymentTerm')} optional={t('optional')}>
            {(a11y) => (
              <select {...a11y} {...form.register('paymentTerm')}>
                <option value="">{t('choose')}</option>
                {pickers.paymentTerms.map((term) => (
                  <option key={term.code} value={term.code}>
                    {term.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('validUntil')} error={rule(errors.validUntil?.message)} hint={t('validUntilHint')}>
            {(a11y) => <input {...a11y} type="date" {...form.register('validUntil')} />}
          </Field>
          <Field
            label={t('messageToBuyer')}
            error={rule(errors.message?.message, { max: RFQ_LIMITS.messageMax })}
            optional={t('optional')}
          >
            {(a11y) => (
              <textarea dir="auto" {...a11y} rows={4} maxLength={RFQ_LIMITS.messageMax} {...form.register('message')} />
            )}
          </Field>
        </fieldset>
        {failure && (
          <p className={`${styles.notice} ${styles.problem}`} role="alert">
            {failure}
          </p>
        )}
        <p role="status" className={done ? styles.notice : undefined}>
          {done}
        </p>
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {busy ? t('sending') : existing ? t('saveQuotation') : t('sendQuotation')}
          </Button>
        </div>
      </FormControls>
    </form>
  );
}
