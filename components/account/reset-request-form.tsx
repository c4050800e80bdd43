'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { emailSchema } from '@/lib/accounts/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import { useFieldMessage } from './form-messages';
import styles from './account.module.css';

const schema = z.object({ email: emailSchema });

/** Asks for a reset link; the answer is the same neutral confirmation whether or not the address has an account. */
export function ResetRequestForm() {
  const t = useTranslations('accountPages');
  const fieldMessage = useFieldMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });

  async function onSubmit(values: z.infer<typeof schema>) {
    setFailure(undefined);
    try {
      await gateway.modifyPasswordEmail(values, { toast: false });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('loadFailed'));
    }
  }

  if (sent)
    return (
      <p className={styles.notice} role="status">
        {t('resetSent')}
      </p>
    );
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormControls>
        <p>{t('resetIntro')}</p>
        <Field label={t('emailLabel')} error={fieldMessage(formState.errors.email)}>
          {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('working') : t('resetSend')}
        </Button>
      </FormControls>
    </form>
  );
}
