import { useTranslations } from 'next-intl';
import type { PriceTier } from '@/lib/catalogue/product';
import { formatMoney, formatNumber } from '@/lib/format/number';
import styles from './product.module.css';

/** The price of each quantity tier (spec §9 number and money formatting). */
export function PriceTiers({ tiers, currency, unit }: { tiers: readonly PriceTier[]; currency: string; unit: string }) {
  const t = useTranslations('product');
  if (tiers.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('priceHeading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('quantityColumn', { unit })}</th>
          <th scope="col">{t('priceColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <td>
              {tier.maxQuantity === null
                ? t('quantityFrom', { min: formatNumber(tier.minQuantity) })
                : t('quantityRange', { min: formatNumber(tier.minQuantity), max: formatNumber(tier.maxQuantity) })}
            </td>
            <td className={styles.price}>{formatMoney(tier.priceMinor, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
