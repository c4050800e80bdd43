'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { useStoredBuyer } from '@/components/auth/use-stored-buyer';
import { useSubmissionKey } from '@/components/meetings/use-submission-key';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormControls } from '@/components/ui/form-controls';
import { useCaptcha } from '@/components/ui/use-captcha';
import { ruleMessage } from '@/components/ui/rule-message';
import { SentPanel } from '@/components/ui/sent-panel';
import card from '@/components/ui/form-card.module.css';
import { ACCOUNT_LIMITS } from '@/lib/accounts/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import { SUPPORT_LIMITS, SUPPORT_TOPICS, supportMessageData, type SupportTopic } from '@/lib/support/rules';

type Values = z.input<typeof supportMessageData>;
type Props = { topic: SupportTopic | null; contactEmail: string };

/**
 * The customer-service form (spec §2 /customer-service): name, e-mail, company, topic, reference and the
 * message, checked with the rules the API applies (lib/support/rules.ts). A failed send keeps everything
 * typed; one submission key per content, so a double click or a retry sends one message.
 */
export function ContactForm({ topic, contactEmail }: Props) {
  const t = useTranslations('support');
  const { busy, run } = useBusySubmit();
  // signed in, the server asks for no proof of work (and the hook computes none)
  const captcha = useCaptcha(!useStoredBuyer());
  const keyFor = useSubmissionKey();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<Values>({
    resolver: zodResolver(supportMessageData),
    defaultValues: {
      name: '',
      email: '',
      company: '',
      topic: topic ?? ('' as SupportTopic),
      reference: '',
      message: '',
    },
  });
  const errors = formState.errors;
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').trim().length;

  const message = (key: string | undefined, max: number = SUPPORT_LIMITS.messageMax) =>
    ruleMessage(
      key,
      {
        required: () => t('errorRequired'),
        email: () => t('errorEmail'),
        topic: () => t('errorTopic'),
        minlength: () => t('errorMinlength', { min: SUPPORT_LIMITS.messageMin }),
        maxlength: () => t('errorMaxlength', { max }),
      },
      () => t('errorInvalid'),
    );

  async function send(values: Values) {
    const data = supportMessageData.parse(values);
    setFailure(undefined);
    try {
      const answer = await captcha.send((solved) =>
        gateway.contactSupport(data, {
          toast: false,
          idempotencyKey: keyFor(JSON.stringify(data)),
          captcha: solved,
        }),
      );
      setSent({ reference: answer.reference, email: data.email });
    } catch (error) {
      if (error instanceof GatewayError && error.status === 429) setFailure(t('errorTooMany', { email: contactEmail }));
      // the proof of work failed twice (a browser without WebCrypto): the server's translated words
      else if (error instanceof GatewayError && error.refused.includes('captcha')) setFailure(error.message);
      else setFailure(t('errorFailed'));
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
        {t('sent', sent)}
      </SentPanel>
    );
  }

  return (
    <form
      className={card.form}
      aria-labelledby="support-form-title"
      noValidate
      onSubmit={handleSubmit((values) => void run(() => send(values)))}
      onFocus={captcha.prepare}
    >
      <FormControls>
        <h2 id="support-form-title">{t('formTitle')}</h2>
        <Field label={t('nameLabel')} error={message(errors.name?.message, SUPPORT_LIMITS.nameMax)}>
          {(c) => <input type="text" autoComplete="name" dir="auto" {...c} {...register('name')} />}
        </Field>
        <Field
          label={t('emailLabel')}
          hint={t('emailHint')}
          error={message(errors.email?.message, ACCOUNT_LIMITS.emailMax)}
        >
          {(c) => <input type="email" autoComplete="email" dir="ltr" {...c} {...register('email')} />}
        </Field>
        <Field label={t('companyLabel')} error={message(errors.company?.message, SUPPORT_LIMITS.companyMax)}>
          {(c) => <input type="text" autoComplete="organization" dir="auto" {...c} {...register('company')} />}
        </Field>
        <Field label={t('topicLabel')} error={message(errors.topic?.message)}>
          {(c) => (
            <select {...c} {...register('topic')}>
              <option value="">{t('topicChoose')}</option>
              {SUPPORT_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`topics.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('referenceLabel')}
          hint={t('referenceHint')}
          error={message(errors.reference?.message, SUPPORT_LIMITS.referenceMax)}
        >
          {(c) => <input type="text" dir="auto" {...c} {...register('reference')} />}
        </Field>
        <Field
          label={t('messageLabel')}
          hint={t('messageCount', { count: messageLength, max: SUPPORT_LIMITS.messageMax })}
          error={message(errors.message?.message)}
        >
          {(c) => (
            <textarea dir="auto" rows={7} maxLength={SUPPORT_LIMITS.messageMax} {...c} {...register('message')} />
          )}
        </Field>
        {failure && (
          <p className={card.failure} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {busy ? t('sending') : t('send')}
        </Button>
      </FormControls>
    </form>
  );
}
