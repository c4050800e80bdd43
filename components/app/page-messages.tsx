import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickPageMessages, type PageNamespace } from '@/lib/i18n/messages';

/**
 * Hands a page's client components the message namespaces the layout leaves out (lib/i18n/messages.ts
 * PAGE_NAMESPACES), so those 28 KB travel only in the pages whose forms read them.
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly PageNamespace[];
  children: ReactNode;
}) {
  const messages = pickPageMessages(await getMessages(), namespaces);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
