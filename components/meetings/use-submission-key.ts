'use client';

import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/gateway/request';

/**
 * One Idempotency-Key per submitted content: sending the same content again (a retry after a lost
 * answer) reuses the key, so the server applies it once; changed content gets a new key.
 */
export function useSubmissionKey(): (content: string) => string {
  const attempt = useRef<{ content: string; key: string } | null>(null);
  return useCallback((content: string) => {
    if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
    return attempt.current.key;
  }, []);
}
