'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { sitePath } from '@/lib/sites/resolve';

export type SiteInfo = { deployPath: string; languages: string[]; device: 'desktop' | 'mobile' };

const SiteContext = createContext<SiteInfo>({ deployPath: '/', languages: ['en'], device: 'desktop' });

/** What client islands need to know of the site they are on. */
export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}

/** A path of the current site, with its deploy path in front. */
export function useSitePath(path: string): string {
  return sitePath(useSite(), path);
}
