'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { loginPasswordSchema, registerPasswordSchema } from '@/lib/accounts/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from './field';
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
        <Field
          label={t('currentPasswordLabel')}
          type="password"
          autoComplete="current-password"
          registration={register('oldPassword')}
          error={formState.errors.oldPassword}
        />
        <Field
          label={t('passwordLabel')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint')}
          registration={register('newPassword')}
          error={formState.errors.newPassword}
        />
        <Field
          label={t('passwordRepeatLabel')}
          type="password"
          autoComplete="new-password"
          registration={register('repeat')}
          error={formState.errors.repeat}
        />
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
        <button type="submit" className={styles.button} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('working') : t('changePasswordSubmit')}
        </button>
      </FormControls>
    </form>
  );
}
