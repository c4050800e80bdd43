'use client';

import { useTranslations } from 'next-intl';

/** The rule keys of lib/rfq/rules.ts and the form schemas as translated texts, the bound filled in. */
export function useRuleMessage() {
  const t = useTranslations('rfq');
  return (key: string | undefined, bounds: { min?: number; max?: number } = {}): string | undefined => {
    switch (key) {
      case undefined:
      case '':
        return undefined;
      case 'required':
        return t('errors.required');
      case 'minlength':
        return t('errors.minlength', { min: bounds.min ?? 1 });
      case 'maxlength':
        return t('errors.maxlength', { max: bounds.max ?? 0 });
      case 'integer':
        return t('errors.integer');
      case 'max':
        return t('errors.max', { max: bounds.max ?? 0 });
      case 'price':
        return t('errors.price');
      case 'email':
        return t('errors.email');
      case 'tiersOrder':
        return t('errors.tiersOrder');
      case 'date':
        return t('errors.date');
      case 'privacy':
        return t('errors.privacy');
      default:
        return t('errors.invalid');
    }
  };
}
