'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { useSite } from '@/components/shell/site-context';
import { gateway } from '@/lib/gateway/endpoints';
import { newIdempotencyKey } from '@/lib/gateway/request';
import { useHref } from '@/components/app/routes';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './rfq.module.css';

/** spec §7 submitNewRfq: the request posted again as a new open one; one key per page, so twice is once. */
export function PostAgainButton({ rfqId }: { rfqId: number }) {
  const t = useTranslations('rfq');
  const site = useSite();
  const link = useHref();
  const key = useRef(newIdempotencyKey());
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useBusySubmit();
  const hydrated = useHydrated();

  const postAgain = () =>
    run(async () => {
      setFailure(null);
      try {
        const posted = await gateway.submitNewRfq({ rfqId }, { toast: false, idempotencyKey: key.current });
        window.location.assign(link('rfqSuccess', {}, { site, query: { rfqId: posted.rfqId } }));
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : t('failed'));
      }
    });

  return (
    <>
      <Button variant="secondary" onClick={postAgain} disabled={!hydrated} busy={busy}>
        {busy ? t('sending') : t('postAgain')}
      </Button>
      {failure && (
        <span className={styles.error} role="alert">
          {failure}
        </span>
      )}
    </>
  );
}
