'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { refreshSignedInSession } from '@/lib/auth/session-refresh';
import { gatewayQueries } from '@/lib/gateway/queries';
import { clearBuyerSession } from '@/lib/gateway/session-values';

const reloadPage = () => window.location.reload();

/**
 * spec §4 start-up, once per page load: the session the server saw is refreshed (user and purchase info
 * into storage and the query cache; changed tags reload the page once). A session that turns out to be
 * over re-renders the server components, so the header stops naming the buyer. Later, whenever the server
 * says nobody is signed in, the stored values are forgotten.
 */
export function useSessionStartup(signedIn: boolean, reload: () => void = reloadPage): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      if (!signedIn) clearBuyerSession();
      return;
    }
    started.current = true;
    void refreshSignedInSession(signedIn, {
      reload,
      onFresh: (user, purchase) => {
        queryClient.setQueryData(gatewayQueries.getUserInfo().queryKey, user);
        if (purchase) queryClient.setQueryData(gatewayQueries.getPurchaseInfo().queryKey, purchase);
      },
    }).then((outcome) => {
      if (outcome === 'ended') router.refresh();
    });
  }, [signedIn, reload, router, queryClient]);
}
