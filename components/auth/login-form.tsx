'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import { ACCOUNT_LIMITS, emailSchema, loginPasswordSchema } from '@/lib/accounts/rules';
import { storeSignedIn } from '@/lib/auth/client-session';
import { gateway } from '@/lib/gateway/endpoints';
import { Field } from '@/components/ui/field';
import { FormControls } from '@/components/ui/form-controls';
import { useHref } from '@/components/app/routes';
import { useSitePath } from '@/components/shell/site-context';
import { checkLoginEmail, emailFormatIssue, type EmailIssue } from './email-check';
import { EmailField, isBlocking, SubmitButton, useFieldMessage } from './form-parts';
import { SocialSignIn } from './social-sign-in';
import { useBusySubmit } from './use-busy-submit';
import styles from './account.module.css';

const loginFormSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
type LoginValues = z.input<typeof loginFormSchema>;

type Props = {
  titleId?: string;
  initialEmail?: string;
  onSuccess: (user: BuyerUserInfo) => void;
  /** spec §4: an unknown e-mail on login offers register. */
  onSwitchToRegister: (email: string) => void;
  /** Where social sign-in comes back to (a path of this site); by default the current page. */
  returnTo?: string;
};

/** spec §4/§5 login: the password appears once a valid e-mail lost focus; the e-mail check on blur. */
export function LoginForm({ titleId, initialEmail = '', onSuccess, onSwitchToRegister, returnTo }: Props) {
  const t = useTranslations('account');
  const message = useFieldMessage();
  const [issue, setIssue] = useState<EmailIssue>(null);
  const [emailReady, setEmailReady] = useState(initialEmail !== '' && emailFormatIssue(initialEmail) === null);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useBusySubmit();
  const link = useHref();
  const resetPath = useSitePath(link('resetPassword'));
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: initialEmail, password: '' },
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
    setIssue(await checkLoginEmail(email));
  };

  const submit = form.handleSubmit(
    (values) =>
      run(async () => {
        if (isBlocking(issue)) return;
        setFormError(null);
        try {
          const { token } = await gateway.login({ login: values.email, password: values.password }, { toast: false });
          onSuccess(await storeSignedIn(token));
        } catch (error) {
          setFormError(error instanceof Error ? error.message : t('failed'));
        }
      }),
    () => setEmailReady(emailFormatIssue(form.getValues('email')) === null),
  );

  const emailField = form.register('email', { onBlur: onEmailBlur, onChange: () => setIssue(null) });
  const emailMessage = message(errors.email?.message, { max: ACCOUNT_LIMITS.emailMax });
  return (
    <>
      <form noValidate onSubmit={submit} className={styles.form} aria-labelledby={titleId} data-form="login">
        <FormControls>
          <EmailField
            error={emailMessage}
            issue={issue}
            onSwitch={() => onSwitchToRegister(form.getValues('email').trim())}
            registration={emailField}
            maxLength={ACCOUNT_LIMITS.emailMax + 20}
          />
          {emailReady && (
            <Field
              label={t('password')}
              error={message(errors.password?.message, { max: ACCOUNT_LIMITS.loginPasswordMax })}
            >
              {(control) => (
                <input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
              )}
            </Field>
          )}
          {formError && (
            <p className={styles.error} role="alert">
              {formError} {/* a refused password: the way back in is offered where the refusal is read */}
              <a href={resetPath}>{t('forgotPassword')}</a>
            </p>
          )}
          <SubmitButton busy={busy} label={t('submitLogin')} />
        </FormControls>
        <p className={styles.aside}>
          <a href={resetPath}>{t('forgotPassword')}</a>
        </p>
      </form>
      <SocialSignIn returnTo={returnTo} />
    </>
  );
}
