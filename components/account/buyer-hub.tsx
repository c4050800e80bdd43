import { getTranslations } from 'next-intl/server';
import { CartNavLink } from '@/components/cart/cart-nav-link';
import type { DeviceClass } from '@/lib/device/detect';
import { favouritesPath } from '@/lib/favourites/paths';
import { countValues } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { sitePath, type Site } from '@/lib/sites/resolve';
import styles from './account.module.css';

type Props = { site: Site; locale: Locale; device: DeviceClass; newQuotations: number };

/**
 * The buyer hub at the top of the account page (issue 53): every page of the buyer's own one press away,
 * with the quotations they have not opened yet beside "My RFQs". The desktop header's account menu lists
 * the same pages (components/auth/account-menu.tsx).
 */
export async function BuyerHub({ site, locale, device, newQuotations }: Props) {
  const [ta, te, tm, tf, tc, tcard, trfq] = await Promise.all([
    getTranslations({ locale, namespace: 'accountPages' }),
    getTranslations({ locale, namespace: 'enquiry' }),
    getTranslations({ locale, namespace: 'meetings' }),
    getTranslations({ locale, namespace: 'favourites' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'cards' }),
    getTranslations({ locale, namespace: 'rfq' }),
  ]);
  const on = (path: string) => sitePath(site, path);
  return (
    <nav aria-label={ta('hubLabel')} className={styles.hubNav}>
      <ul>
        <li>
          <a href={on(href('rfqManage'))}>
            {ta('myRfqs')}
            {newQuotations > 0 && (
              <>
                <span className="cart-link__count" aria-hidden="true" data-testid="hub-rfq-count">
                  {newQuotations}
                </span>
                <span className="visually-hidden">, {ta('newQuotations', countValues({ count: newQuotations }))}</span>
              </>
            )}
          </a>
        </li>
        <li>
          <a href={on(href('accountEnquiries'))}>{te('accountLink')}</a>
        </li>
        <li>
          <a href={on(href('myMeetings'))}>{tm('myMeetingsLink')}</a>
        </li>
        <li>
          <a href={on(favouritesPath(device))}>{tf('title')}</a>
        </li>
        <li>
          <CartNavLink href={on(href('cart'))} label={tc('navCart')} />
        </li>
        {/* spec §2 /myCard is mobile only */}
        {device === 'mobile' && (
          <li>
            <a href={on(href('myCard'))}>{tcard('title')}</a>
          </li>
        )}
        <li>
          <a href={on(href('rfq'))} className={styles.hubPost}>
            {trfq('postNew')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
