'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LazyMessages } from '@/components/app/lazy-messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import { AccountPanel, type AccountTab } from './account-panel';
import styles from './account.module.css';

export type DialogRequest =
  | {
      kind: 'account';
      tab: AccountTab;
      /** The login-only modal of the forced login (spec §2, §4). */
      compact: boolean;
      /** The e-mail carried over from the compact login to the full dialog. */
      email?: string;
      /** The buyer's session ended on the server (spec §8 invalid token): the compact login says so. */
      sessionEnded?: boolean;
    }
  /** After registering in the dialog: the welcome, with the address the confirmation link went to. */
  | { kind: 'thanks'; email: string };

type Props = {
  request: DialogRequest;
  device: 'desktop' | 'mobile';
  onClosed: () => void;
  onLoggedIn: (user: BuyerUserInfo) => void;
  onRegistered: (user: BuyerUserInfo) => void;
  /** The compact login's "Join free": the full dialog on its register tab. */
  onWantRegister: (email: string) => void;
  /** The control focus returns to when the page had no focus as the dialog opened. */
  returnFocus?: () => HTMLElement | null;
};

/**
 * The dialog's forms read the whole of `account`, which pages carry only a few keys of: its messages
 * load with its code (lib/i18n/lazy-messages.ts), started by the login gate as the dialog is asked for.
 */
export default function AccountDialog(props: Props) {
  return (
    <LazyMessages namespace="account">
      <AccountDialogContent {...props} />
    </LazyMessages>
  );
}

/** spec §2 dialogs: the wide/full-screen account modal, the compact login (a bottom sheet on mobile), thank-you. */
function AccountDialogContent({
  request,
  device,
  onClosed,
  onLoggedIn,
  onRegistered,
  onWantRegister,
  returnFocus,
}: Props) {
  const t = useTranslations('account');
  const tApi = useTranslations('api');
  const titleId = useId();
  const noticeId = useId();
  if (request.kind === 'thanks') {
    return (
      <Dialog variant="compact" labelledBy={titleId} closeLabel={t('close')} onClosed={onClosed}>
        {(close) => (
          <div className={styles.thanks}>
            <h2 id={titleId}>{t('welcomeTitle')}</h2>
            {/* the address isolated (U+2068…2069): inside Arabic text it keeps its own order */}
            <p>{t('welcomeBody', { email: `\u2068${request.email}\u2069` })}</p>
            <Button className={styles.submit} onClick={close}>
              {t('thanksOk')}
            </Button>
          </div>
        )}
      </Dialog>
    );
  }
  const variant = request.compact
    ? device === 'mobile'
      ? 'sheet'
      : 'compact'
    : device === 'mobile'
      ? 'fullscreen'
      : 'wide';
  // spec §8: the relogin message, when a session the buyer had has ended
  const notice = request.compact && request.sessionEnded ? { id: noticeId, text: tApi('invalidToken') } : undefined;
  return (
    <Dialog
      variant={variant}
      labelledBy={titleId}
      describedBy={notice?.id}
      closeLabel={t('close')}
      returnFocus={returnFocus}
      onClosed={onClosed}
    >
      {(close) => (
        <AccountPanel
          device={device}
          initialTab={request.tab}
          compact={request.compact}
          initialEmail={request.email}
          notice={notice}
          onWantRegister={onWantRegister}
          titleId={titleId}
          onLoggedIn={(user) => {
            onLoggedIn(user);
            close();
          }}
          onRegistered={(user) => {
            onRegistered(user);
            close();
          }}
        />
      )}
    </Dialog>
  );
}
