'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { OAuthProvider } from '@/lib/accounts/social-providers';
import { useHref } from '@/components/app/routes';

/**
 * What the server decided for social sign-in: the providers it has configured (from its environment)
 * and the site's /transitional page (with the deploy path), handed down by the layout. Apart from the
 * buttons (./social-sign-in.tsx), so the layout's provider carries neither their code nor their styles.
 */
export type SocialSignInConfig = { providers: readonly OAuthProvider[]; transitionalPath: string };

const SocialSignInContext = createContext<SocialSignInConfig | null>(null);

export function SocialSignInProvider({ value, children }: { value: SocialSignInConfig | null; children: ReactNode }) {
  return <SocialSignInContext.Provider value={value}>{children}</SocialSignInContext.Provider>;
}

/** The layout's configuration; without one, no provider and the site's /transitional page. */
export function useSocialSignInConfig(): SocialSignInConfig {
  const link = useHref();
  return useContext(SocialSignInContext) ?? { providers: [], transitionalPath: link('transitional') };
}
