'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { useSite } from '@/components/shell/site-context';
import { storeSignedIn } from '@/lib/auth/client-session';
import { enquirySuccessPath, type EnquiryTargetRef } from '@/lib/enquiries/paths';
import { ENQUIRY_LIMITS, enquirerEmailSchema, enquiryMessageSchema, quantityFieldSchema } from '@/lib/enquiries/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { sitePath } from '@/lib/sites/resolve';
import { FormControls } from '@/components/ui/form-controls';
import { useCaptcha } from '@/components/ui/use-captcha';
import { fieldErrorText, SendButton, SendProblem, useEnquirySender } from './form-parts';
import styles from './enquiry.module.css';

export type UnitOption = { code: string; name: string; pluralName: string };

type Props = {
  target: EnquiryTargetRef;
  units: UnitOption[];
  defaults: { message: string; quantity: string; unitCode: string };
  /** The signed-in buyer's address, or null when signed out (the form then asks for one). */
  buyerEmail: string | null;
};

/** The form's rules; the e-mail only while nobody is signed in. */
function schemaFor(kind: EnquiryTargetRef['kind'], askEmail: boolean) {
  return z.object({
    message: enquiryMessageSchema,
    quantity: quantityFieldSchema({ optional: kind === 'supplier' }),
    unitCode: z.string(),
    email: z.string().superRefine((value, ctx) => {
      if (!askEmail) return;
      const parsed = enquirerEmailSchema.safeParse(value);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'email' });
    }),
  });
}
type Values = z.input<ReturnType<typeof schemaFor>>;

/**
 * The enquiry form of /enquiry/{name}{id} and /ac/enquiry/{name}{id}: the message (prefilled with a
 * translated template), quantity and unit, and the e-mail of a signed-out buyer, who is registered at
 * once. Whatever goes wrong, what was typed stays.
 */
export function EnquiryForm({ target, units, defaults, buyerEmail }: Props) {
  const t = useTranslations('enquiry');
  const { requireBuyer } = useLoginGate();
  const site = useSite();
  // signed in from this form (the e-mail had an account), or by the server's next render
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const email = signedInAs ?? buyerEmail;
  const askEmail = email === null;
  // signed in from this form: the same enquiry is sent once the form knows it (the next render)
  const resume = useRef(false);
  const schema = useMemo(() => schemaFor(target.kind, askEmail), [target.kind, askEmail]);
  const { register, handleSubmit, formState, control } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { message: defaults.message, quantity: defaults.quantity, unitCode: defaults.unitCode, email: '' },
  });
  const { busy, failure, send, keyFor } = useEnquirySender();
  const captcha = useCaptcha(askEmail);
  const errors = formState.errors;
  const messageLength = useWatch({ control, name: 'message' }).trim().length;

  const onValid = (values: Values) =>
    send(async () => {
      const quantity = values.quantity.trim();
      const data = {
        ...(target.kind === 'product' ? { productId: target.id } : { supplierId: target.id }),
        message: values.message,
        ...(quantity && { quantity, unitCode: values.unitCode || undefined }),
        ...(askEmail && { email: values.email }),
      };
      const sent = await captcha.send((solved) =>
        gateway.submitNewInquiry(data, { toast: false, idempotencyKey: keyFor(data), captcha: solved }),
      );
      // registered at once: the server set the session cookie; the client keeps the token as after sign-in
      if (sent.tradeChinaToken) await storeSignedIn(sent.tradeChinaToken).catch(() => undefined);
      window.location.assign(sitePath(site, enquirySuccessPath(target, sent.enquiryId)));
    });
  useEffect(() => {
    if (!resume.current || askEmail) return;
    resume.current = false;
    void handleSubmit(onValid)();
  });

  // the e-mail has an account: sign in, then the same enquiry goes from that account
  const signIn = () =>
    requireBuyer((user) => {
      resume.current = true;
      setSignedInAs(user.email);
    });

  const quantityLabel = target.kind === 'product' ? t('quantityLabel') : t('quantityOptionalLabel');
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={handleSubmit(onValid)}
      onFocus={captcha.prepare}
      noValidate
      aria-labelledby="enquiry-form-title"
    >
      <FormControls>
        <h2 id="enquiry-form-title" className={styles.summaryName}>
          {t('formHeading')}
        </h2>
        <Field
          label={t('messageLabel')}
          hint={
            <>
              {t('messageHint', { min: ENQUIRY_LIMITS.messageMin, max: ENQUIRY_LIMITS.messageMax })}{' '}
              <span>{t('characterCount', { count: messageLength, max: ENQUIRY_LIMITS.messageMax })}</span>
            </>
          }
          error={fieldErrorText(t, 'message', errors.message)}
        >
          {(control) => (
            <textarea
              className={styles.messageBox}
              dir="auto"
              {...control}
              maxLength={ENQUIRY_LIMITS.messageMax + 200}
              {...register('message')}
            />
          )}
        </Field>
        <div className={styles.pair}>
          <Field label={quantityLabel} error={fieldErrorText(t, 'quantity', errors.quantity)}>
            {(control) => <input {...control} inputMode="numeric" autoComplete="off" {...register('quantity')} />}
          </Field>
          <Field label={t('unitLabel')} error={fieldErrorText(t, 'unitCode', errors.unitCode)}>
            {(control) => (
              <select {...control} {...register('unitCode')}>
                {target.kind === 'supplier' && <option value="">—</option>}
                {units.map((unit) => (
                  <option key={unit.code} value={unit.code}>
                    {unit.pluralName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {email === null ? (
          <Field label={t('emailLabel')} hint={t('emailHint')} error={fieldErrorText(t, 'email', errors.email)}>
            {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
          </Field>
        ) : (
          <p className={styles.hint}>{t('sendingAs', { email })}</p>
        )}
        <p className={styles.hint}>{t('privacyNote')}</p>
        <SendProblem failure={failure} onSignIn={signIn} />
        <SendButton busy={busy} />
      </FormControls>
    </form>
  );
}
