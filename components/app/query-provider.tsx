'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { makeQueryClient } from '@/lib/gateway/query-client';
import { configureGateway } from '@/lib/gateway/request';

type Props = {
  websiteId: number;
  lang: string;
  /** The site's country code, sent as the platform envelope's `country`. */
  country?: string | null;
  /** spec §8 forced-login handler; by default the stored buyer session is forgotten. */
  onInvalidToken?: () => void;
  children: ReactNode;
};

/** The API client of the page: one query client per browser session, the site's envelope values, error toasts. */
export function QueryProvider({ websiteId, lang, country = null, onInvalidToken, children }: Props) {
  const t = useTranslations('api');
  // Configured while rendering, so the first effects of the page already call with the site's values.
  // Browser only: on the server the gateway's module state would be shared by every visitor.
  if (typeof window !== 'undefined') {
    configureGateway({
      websiteId,
      lang,
      country,
      translate: (key) => t(key),
      ...(onInvalidToken && { onInvalidToken }),
    });
  }
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
