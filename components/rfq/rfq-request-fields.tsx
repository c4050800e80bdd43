'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { RFQ_CURRENCIES } from '@/lib/rfq/rules';
import { Field } from '@/components/ui/field';
import { useRuleMessage } from './rule-message';
import { FIELD_BOUNDS, type RfqFormValues } from './rfq-form-schema';
import { groupByIndustry, useRfqPickers } from './use-rfq-pickers';
import styles from './rfq.module.css';

type Props = { form: UseFormReturn<RfqFormValues>; pickers: ReturnType<typeof useRfqPickers> };

/**
 * What the buyer needs and on which terms: the request part of the RFQ form. Rendered once the pickers
 * have loaded, so a prefilled choice (an edit, a product's category) finds its option.
 */
export function RfqRequestFields({ form, pickers }: Props) {
  const t = useTranslations('rfq');
  const rule = useRuleMessage();
  const { errors } = form.formState;
  const message = (name: keyof RfqFormValues) => rule(errors[name]?.message, FIELD_BOUNDS[name]);
  const placeholder = <option value="">{t('choose')}</option>;
  return (
    <>
      <fieldset className={styles.section}>
        <legend>{t('sectionProduct')}</legend>
        <Field label={t('productName')} error={message('productName')} hint={t('productNameHint')}>
          {(a11y) => <input {...a11y} type="text" maxLength={200} {...form.register('productName')} />}
        </Field>
        <Field label={t('category')} error={message('categoryId')}>
          {(a11y) => (
            <select {...a11y} {...form.register('categoryId')}>
              {placeholder}
              {groupByIndustry(pickers.categories).map((group) => (
                <optgroup key={group.id} label={group.name}>
                  {group.items.map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {category.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.pair}>
          <Field label={t('quantity')} error={message('quantity')}>
            {(a11y) => <input {...a11y} type="text" inputMode="numeric" {...form.register('quantity')} />}
          </Field>
          <Field label={t('unit')} error={message('unitCode')}>
            {(a11y) => (
              <select {...a11y} {...form.register('unitCode')}>
                {placeholder}
                {pickers.units.map((unit) => (
                  <option key={unit.code} value={unit.code}>
                    {unit.pluralName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className={styles.pair}>
          <Field
            label={t('targetPrice')}
            error={message('targetPrice')}
            hint={t('targetPriceHint')}
            optional={t('optional')}
          >
            {(a11y) => <input {...a11y} type="text" inputMode="decimal" {...form.register('targetPrice')} />}
          </Field>
          <Field label={t('currency')}>
            {(a11y) => (
              <select {...a11y} {...form.register('currency')}>
                {RFQ_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('sectionTerms')}</legend>
        <Field label={t('paymentTerm')} error={message('paymentTerm')}>
          {(a11y) => (
            <select {...a11y} {...form.register('paymentTerm')}>
              {placeholder}
              {pickers.paymentTerms.map((term) => (
                <option key={term.code} value={term.code}>
                  {term.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('shipmentTerm')} error={message('shipmentTerm')}>
          {(a11y) => (
            <select {...a11y} {...form.register('shipmentTerm')}>
              {placeholder}
              {pickers.shipmentTerms.map((term) => (
                <option key={term.code} value={term.code}>
                  {term.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('destination')} error={message('destinationCountry')}>
          {(a11y) => (
            <select {...a11y} autoComplete="country" {...form.register('destinationCountry')}>
              {placeholder}
              {pickers.countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('sectionDetails')}</legend>
        <Field label={t('description')} error={message('description')} hint={t('descriptionHint')}>
          {(a11y) => <textarea dir="auto" {...a11y} rows={6} maxLength={4000} {...form.register('description')} />}
        </Field>
      </fieldset>
    </>
  );
}
