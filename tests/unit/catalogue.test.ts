import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en/policies.json';

// lib/i18n/catalogue.ts: the pages' bundle and the API's each have their own copy of the module, and must
// still share one copy of a language's messages.
afterEach(() => {
  vi.resetModules();
});

describe('the messages the server formats with', () => {
  it('gives every copy of the module the same messages of a language, read once', async () => {
    const first = await import('@/lib/i18n/catalogue');
    vi.resetModules();
    const second = await import('@/lib/i18n/catalogue');
    expect(second).not.toBe(first);
    const [a, b] = await Promise.all([first.loadMessages('de'), second.loadMessages('de')]);
    expect(b).toBe(a);
    expect(a.policies.contents).toBe('Inhalt');
  });

  it("gives i18nAll each file's text as written, as a new object for each call", async () => {
    const { getFullCatalogue } = await import('@/lib/i18n/catalogue');
    const [a, b] = await Promise.all([getFullCatalogue('en'), getFullCatalogue('en')]);
    expect(a.policies).toEqual(en);
    expect(b).not.toBe(a);
  });
});
