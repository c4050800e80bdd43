import { randomUUID } from 'node:crypto';

const AT = Date.parse('2026-12-07T10:00:00.000Z');

/** A valid cookie consent record (spec §3) as the consent island posts it: an accept in German, 182 days. */
export function consentRecord(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> & { consentId: string } {
  return {
    event: 'firstConsent',
    consentId: randomUUID(),
    categories: ['necessary', 'analytics'],
    services: { necessary: [], analytics: [] },
    revision: 1,
    data: null,
    consentTimestamp: new Date(AT).toISOString(),
    lastConsentTimestamp: new Date(AT).toISOString(),
    expirationTime: AT + 182 * 86_400_000,
    languageCode: 'de',
    ...overrides,
  };
}
