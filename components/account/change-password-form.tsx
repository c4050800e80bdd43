'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { loginPasswordSchema, registerPasswordSchema } from '@/lib/accounts/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import { useFieldMessage } from './form-messages';
import styles from './account.module.css';

// spec §5: the new password is 6 to 20 characters, not trimmed, entered twice
const schema = z
  .object({
    oldPassword: loginPasswordSchema,
    newPassword: registerPasswordSchema,
    repeat: z.string().min(1, { message: 'required' }),
  })
  .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: 'mismatch' });

/** Changes the password with the current one; other devices are signed out, this one stays. */
export function ChangePasswordForm() {
  const t = useTranslations('accountPages');
  const fieldMessage = useFieldMessage();
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(schema) });

  async function onSubmit({ oldPassword, newPassword }: z.infer<typeof schema>) {
    setChanged(false);
    setFailure(undefined);
    try {
      await gateway.changePassword({ oldPassword, newPassword }, { toast: false });
      reset();
      setChanged(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('loadFailed'));
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="change-password">
      <FormControls>
        <h2 id="change-password">{t('changePasswordTitle')}</h2>
        <Field label={t('currentPasswordLabel')} error={fieldMessage(formState.errors.oldPassword)}>
          {(control) => (
            <input {...control} type="password" autoComplete="current-password" {...register('oldPassword')} />
          )}
        </Field>
        <Field label={t('passwordLabel')} hint={t('passwordHint')} error={fieldMessage(formState.errors.newPassword)}>
          {(control) => <input {...control} type="password" autoComplete="new-password" {...register('newPassword')} />}
        </Field>
        <Field label={t('passwordRepeatLabel')} error={fieldMessage(formState.errors.repeat)}>
          {(control) => <input {...control} type="password" autoComplete="new-password" {...register('repeat')} />}
        </Field>
        {changed && (
          <p className={styles.notice} role="status">
            {t('passwordChanged')}
          </p>
        )}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('working') : t('changePasswordSubmit')}
        </Button>
      </FormControls>
    </form>
  );
}
