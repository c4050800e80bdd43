'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { useStoredBuyer } from '@/components/auth/use-stored-buyer';
import { useSubmissionKey } from '@/components/meetings/use-submission-key';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import card from '@/components/ui/form-card.module.css';
import { FormControls } from '@/components/ui/form-controls';
import { ruleMessage } from '@/components/ui/rule-message';
import { SentPanel } from '@/components/ui/sent-panel';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import { ORDER_KINDS, ORDER_LIMITS, submitOrderData, type OrderKind } from '@/lib/orders/rules';
import styles from './orders.module.css';
import { CountryOptions } from '@/components/ui/country-options';

type Option = { code: string; name: string };
type Props = {
  productId: number;
  productHref: string;
  units: readonly (Option & { pluralName: string })[];
  countries: readonly Option[];
  defaults: { unitCode: string };
};

// the form's own fields: the product comes from the page, the rest as the API checks them
const formSchema = z.object({
  kind: z.enum(ORDER_KINDS, { message: 'choose' }),
  quantity: z.string(),
  unitCode: z.string(),
  countryCode: z.string(),
  city: z.string(),
  message: z.string(),
});
type Values = z.infer<typeof formSchema>;

const toData = (productId: number, values: Values) => ({ productId, ...values });

/**
 * spec §2 /startOrder/{productId}: samples or a trial order (kind, quantity and unit, destination,
 * message). Checked with the API's rules (lib/orders/rules.ts); sending signs in through the login gate
 * (spec §4); one submission key per content; a failed send keeps everything typed.
 */
export function OrderForm({ productId, productHref, units, countries, defaults }: Props) {
  const t = useTranslations('orders');
  const { requireBuyer } = useLoginGate();
  const signedIn = useStoredBuyer();
  const { busy, run } = useBusySubmit();
  const keyFor = useSubmissionKey();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<{ reference: string; supplier: string } | null>(null);
  const { register, handleSubmit, control, formState } = useForm<Values>({
    resolver: zodResolver(
      formSchema.superRefine((values, ctx) => {
        const checked = submitOrderData.safeParse(toData(productId, values));
        if (checked.success) return;
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }),
    ),
    defaultValues: {
      kind: 'sample',
      quantity: '',
      unitCode: defaults.unitCode,
      countryCode: '',
      city: '',
      message: '',
    },
  });
  const errors = formState.errors;
  const length = (useWatch({ control, name: 'message' }) ?? '').trim().length;

  const message = (key: string | undefined, max: number = ORDER_LIMITS.messageMax) =>
    ruleMessage(
      key,
      {
        required: () => t('errorRequired'),
        choose: () => t('errorChoose'),
        positiveInteger: () => t('errorPositiveInteger'),
        quantityMax: () => t('errorQuantityMax'),
        unknownUnit: () => t('errorUnit'),
        maxlength: () => t('errorMaxlength', { max }),
      },
      () => t('errorInvalid'),
    );

  async function send(values: Values) {
    const data = submitOrderData.parse(toData(productId, values));
    setFailure(undefined);
    try {
      const answer = await gateway.submitOrder(data, { toast: false, idempotencyKey: keyFor(JSON.stringify(data)) });
      setSent({ reference: answer.reference, supplier: answer.supplierName });
    } catch (error) {
      const status = error instanceof GatewayError ? error.status : null;
      setFailure(status === 429 ? t('errorTooMany') : status === 404 ? t('errorGone') : t('errorFailed'));
    }
  }

  if (sent) {
    return (
      <SentPanel title={t('successTitle')} action={<a href={productHref}>{t('successBack')}</a>}>
        {t('successText', sent)}
      </SentPanel>
    );
  }

  return (
    <form
      className={card.form}
      aria-label={t('pageTitle')}
      noValidate
      onSubmit={handleSubmit((values) => requireBuyer(() => void run(() => send(values))))}
    >
      <FormControls>
        <fieldset className={styles.kinds}>
          <legend>{t('kindLegend')}</legend>
          {ORDER_KINDS.map((kind: OrderKind) => (
            <Field
              key={kind}
              label={t(`kind.${kind}`)}
              hint={t(`kindHint.${kind}`)}
              layout="inline"
              className={styles.kind}
            >
              {(c) => <input type="radio" value={kind} {...c} {...register('kind')} />}
            </Field>
          ))}
        </fieldset>
        <div className={styles.row}>
          <Field label={t('quantityLabel')} error={message(errors.quantity?.message)}>
            {(c) => <input type="text" inputMode="numeric" autoComplete="off" {...c} {...register('quantity')} />}
          </Field>
          <Field label={t('unitLabel')} error={message(errors.unitCode?.message)}>
            {(c) => (
              <select {...c} {...register('unitCode')}>
                {units.map((unit) => (
                  <option key={unit.code} value={unit.code}>
                    {unit.pluralName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={t('countryLabel')} error={message(errors.countryCode?.message)}>
          {(c) => (
            <select autoComplete="country" {...c} {...register('countryCode')}>
              <CountryOptions countries={countries} choose={t('countryChoose')} />
            </select>
          )}
        </Field>
        <Field label={t('cityLabel')} error={message(errors.city?.message, ORDER_LIMITS.cityMax)}>
          {(c) => <input type="text" autoComplete="address-level2" dir="auto" {...c} {...register('city')} />}
        </Field>
        <Field
          label={t('messageLabel')}
          hint={`${t('messageHint')} ${t('messageCount', { count: length, max: ORDER_LIMITS.messageMax })}`}
          error={message(errors.message?.message)}
        >
          {(c) => <textarea dir="auto" rows={5} maxLength={ORDER_LIMITS.messageMax} {...c} {...register('message')} />}
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
