'use client';

import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { gateway } from '@/lib/gateway/endpoints';
import { showErrorToast } from '@/lib/gateway/toasts';
import { buildBuyerAreaUrl } from '@/lib/links/buyer-area';

/**
 * spec §2: the buyer area opens in a new window at {buyerSite}/buyer/main.page with a token. The token is
 * a single-use code of two minutes (issueAppToken), fetched at the press: the window is opened first, while
 * the press still allows it, and sent on once the code is there. Without script the link opens the page
 * without a code, which on this site shows the buyer's pages to the session that is already signed in.
 * Decision 0165.
 */
export function BuyerAreaLink({ target, className }: { target: string; className?: string }) {
  const t = useTranslations('accountPages');
  const [opening, setOpening] = useState(false);
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (opening) return;
    setOpening(true);
    const win = window.open('', '_blank');
    try {
      const { appToken } = await gateway.issueAppToken({}, { toast: false });
      const url = buildBuyerAreaUrl(target, appToken, window.location.href);
      if (win) {
        win.opener = null;
        win.location.href = url;
      } else window.location.assign(url);
    } catch {
      win?.close();
      showErrorToast(t('buyerAreaFailed'));
    } finally {
      setOpening(false);
    }
  };
  return (
    <a
      href={target}
      target="_blank"
      rel="noopener"
      className={className}
      aria-busy={opening}
      data-testid="buyer-area"
      onClick={(event) => void open(event)}
    >
      {t('buyerArea')} <span className="visually-hidden">{t('opensInNewWindow')}</span>
    </a>
  );
}
