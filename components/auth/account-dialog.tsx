'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { BuyerUserInfo } from '@/lib/api/contracts/accounts';
import { AccountPanel, type AccountTab } from './account-panel';
import { Modal } from './modal';
import styles from './account.module.css';

export type DialogRequest = { kind: 'account'; tab: AccountTab; compact: boolean } | { kind: 'thanks' };

type Props = {
  request: DialogRequest;
  device: 'desktop' | 'mobile';
  onClosed: () => void;
  onLoggedIn: (user: BuyerUserInfo) => void;
  onRegistered: (user: BuyerUserInfo) => void;
};

/** spec §2 dialogs: the wide/full-screen account modal, the compact login (a bottom sheet on mobile), thank-you. */
export default function AccountDialog({ request, device, onClosed, onLoggedIn, onRegistered }: Props) {
  const t = useTranslations('account');
  const titleId = useId();
  if (request.kind === 'thanks') {
    return (
      <Modal variant="thanks" labelledBy={titleId} closeLabel={t('close')} onClosed={onClosed}>
        {(close) => (
          <div className={styles.thanks}>
            <h2 id={titleId}>{t('thanksTitle')}</h2>
            <p>{t('thanksBody')}</p>
            <button type="button" className={styles.submit} onClick={close}>
              {t('thanksOk')}
            </button>
          </div>
        )}
      </Modal>
    );
  }
  const variant = request.compact
    ? device === 'mobile'
      ? 'sheet'
      : 'compact'
    : device === 'mobile'
      ? 'fullscreen'
      : 'wide';
  return (
    <Modal variant={variant} labelledBy={titleId} closeLabel={t('close')} onClosed={onClosed}>
      {(close) => (
        <AccountPanel
          device={device}
          initialTab={request.tab}
          compact={request.compact}
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
    </Modal>
  );
}
