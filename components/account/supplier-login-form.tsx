'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useSitePath } from '@/components/shell/site-context';
import { emailSchema, loginPasswordSchema } from '@/lib/accounts/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { useHref } from '@/components/app/routes';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import { useFieldMessage } from './form-messages';
import styles from './account.module.css';

const schema = z.object({ login: emailSchema, password: loginPasswordSchema });

/** The supplier sign-in: on success the session cookie is set and the workspace opens. */
export function SupplierLoginForm() {
  const t = useTranslations('accountPages');
  const fieldMessage = useFieldMessage();
  const link = useHref();
  const workspace = useSitePath(link('supplierWorkspace'));
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });

  async function onSubmit(values: z.infer<typeof schema>) {
    setFailure(undefined);
    try {
      await gateway.supplierLogin(values, { toast: false, token: null });
      window.location.assign(workspace);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('loadFailed'));
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormControls>
        <p>{t('supplierLoginIntro')}</p>
        <Field label={t('emailLabel')} error={fieldMessage(formState.errors.login)}>
          {(control) => <input {...control} type="email" autoComplete="username" {...register('login')} />}
        </Field>
        <Field label={t('loginPasswordLabel')} error={fieldMessage(formState.errors.password)}>
          {(control) => (
            <input {...control} type="password" autoComplete="current-password" {...register('password')} />
          )}
        </Field>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('working') : t('supplierLoginSubmit')}
        </Button>
      </FormControls>
    </form>
  );
}
