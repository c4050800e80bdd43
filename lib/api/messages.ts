import 'server-only';
import type { Outcome } from './gateways';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

type ApiMessages = typeof import('@/messages/en/api.json');

/** The translated `msg` of an outcome (messages/{locale}/api.json). */
export async function outcomeMessage(locale: Locale, outcome: Outcome): Promise<string> {
  const messages = (await loadMessages(locale)).api as ApiMessages;
  return messages[outcome];
}
