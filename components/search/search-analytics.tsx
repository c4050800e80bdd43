'use client';

import { useEffect, useRef } from 'react';
import { gateway } from '@/lib/gateway/endpoints';

/** spec §7 search analytics: one event per search shown, quietly (a failure is no concern of the visitor). */
export function SearchAnalytics({ searchType, keyword }: { searchType: 'product' | 'supplier'; keyword: string }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${searchType}\n${keyword}`;
    if (!keyword || sent.current === key) return;
    sent.current = key;
    gateway.analyticsSearch({ searchType, searchKeyword: keyword }, { toast: false }).catch(() => undefined);
  }, [searchType, keyword]);
  return null;
}
