'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useSitePath } from '@/components/shell/site-context';
import { registerPasswordSchema } from '@/lib/accounts/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { isGatewayError } from '@/lib/gateway/errors';
import { useHref } from '@/components/app/routes';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import { useFieldMessage } from './form-messages';
import styles from './account.module.css';

// spec §5: 6 to 20 characters, not trimmed; the second entry must match the first
const schema = z
  .object({ password: registerPasswordSchema, repeat: z.string().min(1, { message: 'required' }) })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'mismatch' });

type Props = { code: string; purpose: 'reset' | 'init'; onLinkInvalid: () => void };

/** The new password, twice; the link's code is spent, the buyer is signed in and goes home. */
export function NewPasswordForm({ code, purpose, onLinkInvalid }: Props) {
  const t = useTranslations('accountPages');
  const fieldMessage = useFieldMessage();
  const link = useHref();
  const home = useSitePath(link('home'));
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });

  async function onSubmit({ password }: z.infer<typeof schema>) {
    setFailure(undefined);
    try {
      const call = purpose === 'reset' ? gateway.resetPassword : gateway.initPassword;
      await call({ code, password }, { toast: false });
      setDone(true);
      window.location.assign(home); // a full load: every island sees the new session
    } catch (error) {
      // the only data the server can refuse after this form's checks is a spent or expired link
      if (isGatewayError(error) && error.code === '100422') onLinkInvalid();
      else setFailure(error instanceof Error ? error.message : t('loadFailed'));
    }
  }

  if (done)
    return (
      <p className={styles.notice} role="status">
        {t('resetDone')}
      </p>
    );
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormControls>
        <p>{purpose === 'reset' ? t('resetNewIntro') : t('initIntro')}</p>
        <Field label={t('passwordLabel')} hint={t('passwordHint')} error={fieldMessage(formState.errors.password)}>
          {(control) => <input {...control} type="password" autoComplete="new-password" {...register('password')} />}
        </Field>
        <Field label={t('passwordRepeatLabel')} error={fieldMessage(formState.errors.repeat)}>
          {(control) => <input {...control} type="password" autoComplete="new-password" {...register('repeat')} />}
        </Field>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('working') : purpose === 'reset' ? t('resetSubmit') : t('initSubmit')}
        </Button>
      </FormControls>
    </form>
  );
}
