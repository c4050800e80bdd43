'use client';

import { useEffect, useRef } from 'react';
import type { analyticsSearch } from '@/lib/api/contracts/tracking';
import { ANALYTICS_SEARCH } from '@/lib/api/contracts/tracking-routes';
import { whenAnalyticsAllowed } from '@/lib/consent/gate';
import { sendEvent } from '@/lib/gateway/request';

/**
 * spec §7 search analytics: one event per search shown, quietly (a failure is no concern of the visitor).
 * Sent without the contract's schemas, as the page view is: nobody reads the answer, and the search page
 * then loads no zod after it has rendered (commit 9ab5acc's bench/README.md entry). The
 * keyword is already trimmed and cut to spec §9's 200 characters (lib/search/keyword.ts).
 */
export function SearchAnalytics({ searchType, keyword }: { searchType: 'product' | 'supplier'; keyword: string }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${searchType}\n${keyword}`;
    if (!keyword || sent.current === key) return;
    sent.current = key;
    // through the consent gate (lib/consent/gate.ts), as every analytics call
    whenAnalyticsAllowed(() => {
      sendEvent<typeof analyticsSearch>(ANALYTICS_SEARCH, { searchType, searchKeyword: keyword }).catch(
        () => undefined,
      );
    });
  }, [searchType, keyword]);
  return null;
}
