import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { websites } from '@/lib/db/schema';
import { getSites } from '@/lib/sites/load';
import { withSeededDatabase } from '../support/seeded-database';

// lib/sites/load.ts reads the sites with plain SQL (the proxy's bundle holds no ORM): this holds its
// columns and their order to the schema, against the seeded sites of spec §2 and §9.
withSeededDatabase('sites-load');

describe('the sites every request is routed by', () => {
  it('are every row of websites, in their order, as the schema reads them', async () => {
    // a language the site's row names but the marketplace does not offer is left out, and such a default
    // language falls back to English
    await getDb()
      .update(websites)
      .set({ languages: ['xx', 'tr'], defaultLanguage: 'xx' })
      .where(eq(websites.code, 'tr'));
    const rows = await getDb().select().from(websites).orderBy(asc(websites.sort), asc(websites.id));
    expect(rows.length).toBeGreaterThan(1);

    const sites = await getSites();
    expect(sites.map((s) => s.id)).toEqual(rows.map((r) => r.id));
    for (const [i, row] of rows.entries()) {
      expect(sites[i]).toMatchObject({
        code: row.code,
        name: row.name,
        deployPath: row.deployPath,
        domain: row.domain,
        audience: row.audienceMode,
        countryCode: row.countryCode,
        themeColor: row.themeColor,
      });
    }
    const turkiye = sites.find((s) => s.code === 'tr');
    expect(turkiye).toMatchObject({ languages: ['tr'], defaultLanguage: 'en', audience: 'country_site' });
  });
});
