'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import { ACCOUNT_LIMITS, emailSchema, registerPasswordSchema } from '@/lib/accounts/rules';
import type { TagOption } from '@/lib/auth/tags';
import { storeSignedIn } from '@/lib/auth/client-session';
import { gateway } from '@/lib/gateway/endpoints';
import { Field } from '@/components/ui/field';
import { FormControls } from '@/components/ui/form-controls';
import { useCaptcha } from '@/components/ui/use-captcha';
import { checkRegisterEmail, emailFormatIssue, type EmailIssue } from './email-check';
import { EmailField, isBlocking, SubmitButton, useFieldMessage } from './form-parts';
import { TagPicker } from './tag-picker';
import { useBusySubmit } from './use-busy-submit';
import styles from './account.module.css';

const registerFormSchema = z.object({
  email: emailSchema,
  password: registerPasswordSchema,
  productName: z.string().trim().max(200, { message: 'maxlength' }),
  // spec §5: the clause is checked by default; unchecked gives the privacy agreement error
  clause: z.boolean().refine((checked) => checked, { message: 'privacy' }),
});
type RegisterValues = z.input<typeof registerFormSchema>;

type Props = {
  titleId?: string;
  initialEmail?: string;
  onSuccess: (user: BuyerUserInfo) => void;
  /** spec §4: a registered e-mail on register offers login. */
  onSwitchToLogin: (email: string) => void;
};

/** spec §4/§5 register: e-mail checks on blur, password 6-20 (not trimmed), tags, product, clause. */
export function RegisterForm({ titleId, initialEmail = '', onSuccess, onSwitchToLogin }: Props) {
  const t = useTranslations('account');
  const message = useFieldMessage();
  const [issue, setIssue] = useState<EmailIssue>(null);
  const [emailReady, setEmailReady] = useState(initialEmail !== '' && emailFormatIssue(initialEmail) === null);
  const [tags, setTags] = useState<TagOption[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useBusySubmit();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: initialEmail, password: '', productName: '', clause: true },
  });
  const { errors } = form.formState;
  const captcha = useCaptcha(true);

  const onEmailBlur = async () => {
    const email = form.getValues('email').trim();
    const formatIssue = emailFormatIssue(email);
    if (formatIssue) {
      setIssue(email ? formatIssue : null);
      return;
    }
    setEmailReady(true);
    setIssue(await checkRegisterEmail(email));
  };

  const submit = form.handleSubmit(
    (values) =>
      run(async () => {
        if (isBlocking(issue)) return;
        setFormError(null);
        try {
          const { tradeChinaToken } = await captcha.send((solved) =>
            gateway.register(
              {
                email: values.email,
                password: values.password,
                tagCodes: tags.map((tag) => tag.code),
                productName: values.productName || undefined,
              },
              { toast: false, captcha: solved },
            ),
          );
          onSuccess(await storeSignedIn(tradeChinaToken));
        } catch (error) {
          setFormError(error instanceof Error ? error.message : t('failed'));
        }
      }),
    () => setEmailReady(emailFormatIssue(form.getValues('email')) === null),
  );

  const emailMessage = message(errors.email?.message, { max: ACCOUNT_LIMITS.emailMax });
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={captcha.prepare}
      className={styles.form}
      aria-labelledby={titleId}
      data-form="register"
    >
      <FormControls>
        <EmailField
          error={emailMessage}
          issue={issue}
          onSwitch={() => onSwitchToLogin(form.getValues('email').trim())}
          registration={form.register('email', { onBlur: onEmailBlur, onChange: () => setIssue(null) })}
        />
        {emailReady && (
          <Field
            label={t('password')}
            error={message(errors.password?.message, {
              min: ACCOUNT_LIMITS.registerPasswordMin,
              max: ACCOUNT_LIMITS.registerPasswordMax,
            })}
          >
            {(control) => (
              <input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
            )}
          </Field>
        )}
        <TagPicker value={tags} onChange={setTags} />
        <Field label={t('productName')} error={message(errors.productName?.message, { max: 200 })}>
          {(control) => <input {...control} type="text" maxLength={200} {...form.register('productName')} />}
        </Field>
        <Field layout="inline" label={t('clause')} error={message(errors.clause?.message)}>
          {(control) => <input {...control} type="checkbox" {...form.register('clause')} />}
        </Field>
        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        <SubmitButton busy={busy} label={t('submitRegister')} />
      </FormControls>
    </form>
  );
}
