import 'server-only';
import { getDb } from '@/lib/db/client';
import { cookieConsents } from '@/lib/db/schema';
import type { TrackingContext } from '@/lib/tracking/service';
import type { ConsentRecordData } from './schemas';

/**
 * spec §3, §4: one row per consent event. The result is read from the categories, not taken from the
 * client: accept when analytics is among them, reject when only the necessary ones are.
 */
export async function recordConsent(
  record: ConsentRecordData,
  context: TrackingContext,
): Promise<{ result: 'accept' | 'reject' }> {
  const result = record.categories.includes('analytics') ? 'accept' : 'reject';
  await getDb()
    .insert(cookieConsents)
    .values({
      consentId: record.consentId,
      event: record.event,
      result,
      categories: record.categories,
      services: record.services,
      revision: record.revision,
      data: record.data ?? null,
      consentTimestamp: new Date(record.consentTimestamp),
      lastConsentTimestamp: new Date(record.lastConsentTimestamp),
      expirationTime: new Date(record.expirationTime),
      languageCode: record.languageCode ?? null,
      ...context,
    });
  return { result };
}
