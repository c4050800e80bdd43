'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { gateway } from '@/lib/gateway/endpoints';
import { newIdempotencyKey } from '@/lib/gateway/request';
import { RFQ_LIMITS, type QuotationStatus, type ReplyAction } from '@/lib/rfq/rules';
import { Field } from '@/components/ui/field';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './rfq.module.css';

type Props = {
  quotationId: number;
  supplierName: string;
  status: QuotationStatus;
  expired: boolean;
};

/**
 * spec §7 replyQuotation: accept or decline a quotation (once), or write to the supplier about it.
 * Each reply is one submission with its own key; the page re-reads the comparison afterwards.
 */
export function ReplyPanel({ quotationId, supplierName, status, expired }: Props) {
  const t = useTranslations('rfq');
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ content: string; key: string } | null>(null);
  const { busy, run } = useBusySubmit();
  const decided = status !== 'submitted';
  const hydrated = useHydrated();

  const reply = (action: ReplyAction) =>
    run(async () => {
      setFailure(null);
      setDone(null);
      const text = message.trim();
      if (action === 'message' && !text) {
        setFailure(t('errors.required'));
        return;
      }
      const content = JSON.stringify({ action, text });
      if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
      try {
        await gateway.replyQuotation(
          { quotationId, action, message: text },
          { toast: false, idempotencyKey: attempt.current.key },
        );
        setMessage('');
        attempt.current = null;
        setDone(t(`replied.${action}`));
        router.refresh();
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : t('failed'));
      }
    });

  return (
    <div className={styles.reply}>
      {!decided && (
        <div className={styles.actions}>
          <Button
            onClick={() => reply('accept')}
            disabled={expired || !hydrated}
            busy={busy}
            aria-label={t('acceptFrom', { supplier: supplierName })}
          >
            {t('accept')}
          </Button>
          <Button
            variant="danger"
            onClick={() => reply('decline')}
            disabled={!hydrated}
            busy={busy}
            aria-label={t('declineFrom', { supplier: supplierName })}
          >
            {t('decline')}
          </Button>
        </div>
      )}
      {!decided && expired && <p className={styles.hint}>{t('expiredCannotAccept')}</p>}
      <Field label={t('messageTo', { supplier: supplierName })}>
        {(control) => (
          <textarea
            {...control}
            dir="auto"
            rows={3}
            maxLength={RFQ_LIMITS.messageMax}
            value={message}
            readOnly={!hydrated}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => reply('message')} disabled={!hydrated} busy={busy}>
          {t('sendMessage')}
        </Button>
      </div>
      <p role="status" className={styles.hint}>
        {done}
      </p>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
