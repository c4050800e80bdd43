'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import { ACCOUNT_LIMITS, emailSchema, registerPasswordSchema } from '@/lib/accounts/rules';
import type { TagOption } from '@/lib/auth/tags';
import { storeSignedIn } from '@/lib/auth/client-session';
import { gateway } from '@/lib/gateway/endpoints';
import { FormControls } from '@/components/ui/form-controls';
import { checkRegisterEmail, emailFormatIssue, type EmailIssue } from './email-check';
import { EmailIssueText, FieldError, isBlocking, SubmitButton, useFieldMessage } from './form-parts';
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
  const id = useId();
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
          const { tradeChinaToken } = await gateway.register(
            {
              email: values.email,
              password: values.password,
              tagCodes: tags.map((tag) => tag.code),
              productName: values.productName || undefined,
            },
            { toast: false },
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
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby={titleId} data-form="register">
      <FormControls>
        <label htmlFor={`${id}-email`}>{t('email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(emailMessage || isBlocking(issue))}
          aria-describedby={`${id}-email-msg`}
          {...form.register('email', { onBlur: onEmailBlur, onChange: () => setIssue(null) })}
        />
        <FieldError id={`${id}-email-msg`} message={emailMessage} />
        {!emailMessage && (
          <EmailIssueText
            id={`${id}-email-msg`}
            issue={issue}
            onSwitch={() => onSwitchToLogin(form.getValues('email').trim())}
          />
        )}
        {emailReady && (
          <>
            <label htmlFor={`${id}-password`}>{t('password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              aria-invalid={Boolean(errors.password)}
              aria-describedby={`${id}-password-msg`}
              {...form.register('password')}
            />
            <FieldError
              id={`${id}-password-msg`}
              message={message(errors.password?.message, {
                min: ACCOUNT_LIMITS.registerPasswordMin,
                max: ACCOUNT_LIMITS.registerPasswordMax,
              })}
            />
          </>
        )}
        <TagPicker value={tags} onChange={setTags} />
        <label htmlFor={`${id}-product`}>{t('productName')}</label>
        <input id={`${id}-product`} type="text" maxLength={200} {...form.register('productName')} />
        <FieldError id={`${id}-product-msg`} message={message(errors.productName?.message, { max: 200 })} />
        <label className={styles.clause}>
          <input type="checkbox" aria-describedby={`${id}-clause-msg`} {...form.register('clause')} />
          {t('clause')}
        </label>
        <FieldError id={`${id}-clause-msg`} message={message(errors.clause?.message)} />
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
