'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { NotificationSettings } from '@/lib/accounts/notification-types';
import { gateway } from '@/lib/gateway/endpoints';
import { FormControls } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import styles from './account.module.css';

const SWITCHES = ['newsletter', 'rfqUpdates', 'exhibitionNews'] as const;

/** The signed-in buyer's three mail switches (spec §2 /setting/unsubscribe). */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const t = useTranslations('accountPages');
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm<NotificationSettings>({ defaultValues: initial });

  async function onSubmit(values: NotificationSettings) {
    setSaved(false);
    setFailure(undefined);
    try {
      await gateway.saveNotificationSettings(values, { toast: false });
      setSaved(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('loadFailed'));
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)}>
      <FormControls>
        <fieldset className={styles.form}>
          <legend>{t('settingsIntro')}</legend>
          {SWITCHES.map((name) => (
            <Field key={name} layout="inline" label={t(name)}>
              {(control) => <input {...control} type="checkbox" {...register(name)} />}
            </Field>
          ))}
        </fieldset>
        {saved && (
          <p className={styles.notice} role="status">
            {t('settingsSaved')}
          </p>
        )}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('working') : t('saveSettings')}
        </Button>
      </FormControls>
    </form>
  );
}
