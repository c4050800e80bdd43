import { getTranslations } from 'next-intl/server';
import { readSignedInAccount } from '@/lib/auth/session';
import { countValues } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The mobile tab bar's account tab: the signed-in buyer's unseen quotations counted on it, as the cart tab
 * counts its products (issue 53 buyer hub). Reads the account the header read in this render.
 */
export async function AccountTabLink({ href, label, locale }: { href: string; label: string; locale: Locale }) {
  const account = await readSignedInAccount();
  const news = account?.kind === 'buyer' ? account.newQuotations : 0;
  if (!news) return <a href={href}>{label}</a>;
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  const said = t('newQuotations', countValues({ count: news }));
  return (
    <a href={href} className="cart-link">
      {label}
      <span className="cart-link__count" aria-hidden="true" data-testid="tab-account-count">
        {news}
      </span>
      <span className="visually-hidden">, {said}</span>
    </a>
  );
}
