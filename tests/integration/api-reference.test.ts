import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { LOCALES } from '@/lib/i18n/locales';
import { NAMESPACES } from '@/lib/i18n/messages';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('api-reference');

function catalogueOnDisk(locale: string): Record<string, unknown> {
  return Object.fromEntries(
    NAMESPACES.map((ns) => [
      ns,
      JSON.parse(readFileSync(path.resolve(__dirname, `../../messages/${locale}/${ns}.json`), 'utf8')) as unknown,
    ]),
  );
}

async function cdn(file: string): Promise<Response> {
  const { handleCdnRequest } = await import('@/lib/api/cdn');
  return handleCdnRequest(new Request(`http://localhost:3000/api/cdn/${file}`), file.split('/'));
}

describe('i18nAll', () => {
  it.each(LOCALES)('returns the full %s catalogue', async (locale) => {
    const res = await callGateway('main', 'i18nAll', {
      body: { lang: locale === 'id' ? 'id_id' : locale, websiteId: 1001 },
    });
    expect(res.body.success).toBe(true);
    const data = res.body.data as { lang: string; version: string; messages: Record<string, unknown> };
    expect(data.lang).toBe(locale);
    expect(data.messages).toEqual(catalogueOnDisk(locale));
  });

  it('answers without the dictionary when the client already holds the current version', async () => {
    const first = await callGateway('main', 'i18nAll.json', { method: 'GET', query: { lang: 'pl' } });
    const { version } = first.body.data as { version: string };
    const again = await callGateway('main', 'i18nAll.json', {
      method: 'GET',
      query: { lang: 'pl', data: JSON.stringify({ version }) },
    });
    expect(again.body.data).toEqual({ lang: 'pl', version, messages: null });
    const otherLanguage = await callGateway('main', 'i18nAll.json', { body: { lang: 'de', data: { version } } });
    expect((otherLanguage.body.data as { messages: unknown }).messages).not.toBeNull();
  });
});

describe('catalogue reference data', () => {
  it('cateAndTagV2 gives one industry with its level-2 categories and their tags, in the language asked', async () => {
    const { rows } = await db().pool.query<{ id: string; name_en: string; de: string | null }>(
      `SELECT id, name_en, names->>'de' AS de FROM categories WHERE level = 1 ORDER BY id LIMIT 1`,
    );
    const industry = rows[0];
    const res = await callGateway('main', 'cateAndTagV2', {
      body: { lang: 'de', data: { industryId: Number(industry?.id) } },
    });
    const tree = res.body.data as {
      id: number;
      name: string;
      enName: string;
      children: { tags: { code: string }[] }[];
    };
    expect(tree.id).toBe(Number(industry?.id));
    expect(tree.enName).toBe(industry?.name_en);
    expect(tree.name).toBe(industry?.de ?? industry?.name_en);
    const { rows: expected } = await db().pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM categories WHERE parent_id = $1',
      [industry?.id],
    );
    expect(tree.children).toHaveLength(Number(expected[0]?.n));
    expect(tree.children.flatMap((c) => c.tags).length).toBeGreaterThan(0);
  });

  it('cateAndTagV2 of an id that is not an industry is not found', async () => {
    const res = await callGateway('main', 'cateAndTagV2', { body: { data: { industryId: 999999 } } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('100404');
  });

  it('getAllCategory names follow its language parameter, English giving English names', async () => {
    const en = await callGateway('main', 'getAllCategory', { body: { lang: 'zh', data: { language: 'en' } } });
    const zh = await callGateway('main', 'getAllCategory', { body: { lang: 'zh' } });
    const [enFirst] = en.body.data as { name: string; enName: string }[];
    const [zhFirst] = zh.body.data as { name: string; enName: string }[];
    expect(enFirst?.name).toBe(enFirst?.enName);
    expect(zhFirst?.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('countries come in the alphabetical order of the names the reader sees', async () => {
    const names = async (lang: string) =>
      ((await callGateway('main', 'countries.json', { body: { lang } })).body.data as { name: string }[]).map(
        (c) => c.name,
      );
    const de = await names('de');
    // Egypt sorts among the Es in English, Ägypten among the As in German
    expect(de.indexOf('Ägypten')).toBeLessThan(de.indexOf('Australien'));
    expect(de.indexOf('Kanada')).toBeGreaterThan(de.indexOf('Deutschland'));
    expect(de).toEqual([...de].sort(new Intl.Collator('de').compare));
    const en = await names('en');
    expect(en).toEqual([...en].sort(new Intl.Collator('en').compare));
    expect(en.indexOf('Egypt')).toBeGreaterThan(en.indexOf('Australia'));
  });

  it('countries mark Germany and Poland as requiring cookie consent and nowhere else', async () => {
    const res = await callGateway('main', 'countries.json', { body: { lang: 'en' } });
    const list = res.body.data as { code: string; consentRequired: boolean; cnName: string }[];
    expect(
      list
        .filter((c) => c.consentRequired)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['DE', 'PL']);
    expect(list.find((c) => c.code === 'DE')?.cnName).toBe('德国');
  });

  it('websiteInfo gives the envelope site by default and the site asked for otherwise', async () => {
    const own = await callGateway('main', 'websiteInfo', { body: { websiteId: 1001 } });
    expect((own.body.data as { websiteId: number }).websiteId).toBe(1001);
    const sites = await callGateway('main', 'websites.json', { body: {} });
    const other = (sites.body.data as { websiteId: number }[]).find((s) => s.websiteId !== 1001);
    const asked = await callGateway('main', 'websiteInfo', { body: { data: { websiteId: other?.websiteId } } });
    expect(asked.body.data).toEqual(other);
    const missing = await callGateway('main', 'websiteInfo', { body: { data: { websiteId: 5 } } });
    expect(missing.status).toBe(404);
  });

  it('payment and shipment terms come translated, with brand names and Incoterm codes kept', async () => {
    const pay = await callGateway('main', 'paymentTerms', { body: { lang: 'de' } });
    const ship = await callGateway('supplier', 'shipmentTerm', { body: { lang: 'de' } });
    const payNames = Object.fromEntries(
      (pay.body.data as { code: string; name: string }[]).map((t) => [t.code, t.name]),
    );
    expect(payNames.LC).toContain('(L/C)');
    expect(payNames.LC).not.toBe('Letter of credit (L/C)');
    expect(payNames.PAYPAL).toBe('PayPal');
    const codes = (ship.body.data as { code: string; name: string }[]).map((t) => t.code);
    expect(codes).toEqual(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']);
  });

  it('nameOfUnit names each unit in the language asked: the form of one and the form after a quantity', async () => {
    const units = async (lang: string) => {
      const res = await callGateway('main', 'nameOfUnit', { body: { lang } });
      const list = res.body.data as { code: string; name: string; pluralName: string }[];
      return Object.fromEntries(list.map((u) => [u.code, [u.name, u.pluralName]]));
    };
    const en = await units('en');
    expect(en.set).toEqual(['Set', 'Sets']);
    expect(await units('es')).toMatchObject({ set: ['juego', 'juegos'], piece: ['pieza', 'piezas'] });
    expect(await units('de')).toMatchObject({ set: ['Satz', 'Sätze'], piece: ['Stück', 'Stück'] });
    expect(await units('ru')).toMatchObject({ piece: ['шт.', 'шт.'] });
    expect(await units('zh')).toMatchObject({ piece: ['件', '件'] });
    // every language but English and Chinese names every unit in its own words, not the English ones
    for (const lang of ['ar', 'fa', 'ja', 'km', 'ko', 'my', 'th', 'vi', 'pl', 'pt', 'tr', 'tl']) {
      const local = await units(lang);
      for (const [code, [one, many]] of Object.entries(en)) {
        expect([lang, code, local[code]?.[0]]).not.toEqual([lang, code, one]);
        expect([lang, code, local[code]?.[1]]).not.toEqual([lang, code, many]);
      }
    }
  });

  it('the demo seed gives a database seeded before the traffic light its trade alerts, once', async () => {
    const { pool } = db();
    const { MARKET_ALERTS } = await import('@/lib/seed/reference');
    await pool.query('DELETE FROM market_alerts');
    const client = await pool.connect();
    try {
      const { addMissingMarketAlerts } = await import('@/lib/seed/write-reference');
      expect(await addMissingMarketAlerts(client)).toBe(MARKET_ALERTS.length);
      expect(await addMissingMarketAlerts(client)).toBe(0);
    } finally {
      client.release();
    }
    const { rows } = await pool.query<{ current: number }>(
      'SELECT count(*)::int AS current FROM market_alerts WHERE starts_at <= now() AND (ends_at IS NULL OR ends_at > now())',
    );
    expect(rows[0]?.current).toBeGreaterThan(0);
  });

  it("the demo seed brings an older database's unit names up to date and keeps its catalogue", async () => {
    const { pool } = db();
    const before = await pool.query<{ n: string }>('SELECT count(*) AS n FROM products');
    await pool.query(`UPDATE units SET names = '{}', singular_names = '{}'`);
    const client = await pool.connect();
    try {
      const { updateUnitNames } = await import('@/lib/seed/write-reference');
      expect(await updateUnitNames(client)).toBe(10);
      expect(await updateUnitNames(client)).toBe(0);
    } finally {
      client.release();
    }
    const { rows } = await pool.query<{ many: string; one: string }>(
      `SELECT names->>'es' AS many, singular_names->>'es' AS one FROM units WHERE code = 'roll'`,
    );
    expect(rows[0]).toEqual({ many: 'rollos', one: 'rollo' });
    const after = await pool.query<{ n: string }>('SELECT count(*) AS n FROM products');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('rfqCategory lists level-2 categories with their industry', async () => {
    const res = await callGateway('saas', 'rfqCategory', { body: { lang: 'en' } });
    const list = res.body.data as { id: number; industryId: number }[];
    const { rows } = await db().pool.query<{ n: string }>('SELECT count(*) AS n FROM categories WHERE level = 2');
    expect(list).toHaveLength(Number(rows[0]?.n));
  });
});

describe('the caller country, offline', () => {
  it('resolves a German and a Polish address from the GeoIP database, both requiring consent', async () => {
    const de = await callGateway('main', 'ipAys', { body: { lang: 'en', data: { ip: '80.128.0.1' } } });
    const pl = await callGateway('main', 'ipAys', { body: { lang: 'en', data: { ip: '83.0.0.1' } } });
    expect(de.body.data).toMatchObject({
      countryCode: 'DE',
      cnName: '德国',
      enName: 'Germany',
      consentRequired: true,
      source: 'geoip',
    });
    expect(pl.body.data).toMatchObject({ countryCode: 'PL', cnName: '波兰', consentRequired: true, source: 'geoip' });
    const us = await callGateway('main', 'ipAys', { body: { data: { ip: '8.8.8.8' } } });
    expect(us.body.data).toMatchObject({ countryCode: 'US', consentRequired: false });
  });

  it('getCurrentIp and ipcheck read the caller address; a platform country header counts behind a trusted proxy only', async () => {
    const ip = await callGateway('main', 'getCurrentIp', { body: {}, ip: '83.0.0.1' });
    expect(ip.body.data).toEqual({ ip: '83.0.0.1' });
    const geo = await callGateway('main', 'ipcheck', { body: {}, ip: '83.0.0.1' });
    expect(geo.body.data).toMatchObject({ ip: '83.0.0.1', countryCode: 'PL', source: 'geoip' });
    // without a proxy in front, a visitor's own header would decide whether the consent banner asks them
    const untrusted = await callGateway('main', 'ipcheck', {
      body: {},
      ip: '8.8.8.8',
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(untrusted.body.data).toMatchObject({ countryCode: 'US', source: 'geoip', consentRequired: false });
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    try {
      const header = await callGateway('main', 'ipcheck', {
        body: {},
        ip: '8.8.8.8',
        headers: { 'cf-ipcountry': 'DE' },
      });
      expect(header.body.data).toMatchObject({ countryCode: 'DE', source: 'header', consentRequired: true });
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
      resetEnvForTests();
    }
    const local = await callGateway('main', 'ipcheck', { body: {}, ip: '127.0.0.1' });
    expect(local.body.data).toMatchObject({ countryCode: null, consentRequired: false, source: 'none' });
  });
});

describe('CDN files {site}/{lang}/{name}:{args}.json', () => {
  it('serves a reference read as plain, publicly cacheable JSON', async () => {
    const { rows } = await db().pool.query<{ id: string }>(
      'SELECT id FROM categories WHERE level = 1 ORDER BY id LIMIT 1',
    );
    const res = await cdn(`1001/de/cateAndTagV2:${rows[0]?.id}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const body = (await res.json()) as { id: number; enName: string };
    expect(body.id).toBe(Number(rows[0]?.id));
    expect(body).not.toHaveProperty('code');
  });

  it('serves the translation dictionary and 404s unknown sites, languages, names and arguments', async () => {
    const dict = await cdn('1001/ko/i18nAll.json');
    expect(((await dict.json()) as { messages: unknown }).messages).toEqual(catalogueOnDisk('ko'));
    for (const file of [
      '9/en/countries.json',
      '1001/xx/countries.json',
      '1001/en/secrets.json',
      '1001/en/cateAndTagV2:abc.json',
    ]) {
      expect((await cdn(file)).status, file).toBe(404);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every endpoint under its gateway with request and response schemas from the contracts', async () => {
    const { CONTRACTS } = await import('@/lib/api/contracts');
    const { GATEWAYS } = await import('@/lib/api/gateways');
    const { GET } = await import('@/app/api/openapi.json/route');
    const doc = (await GET().json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            'x-gateway': string;
            requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
          }
        >
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const contract of Object.values(CONTRACTS)) {
      for (const gateway of contract.gateways) {
        const entry = doc.paths[`${GATEWAYS[gateway].prefix}/${contract.path}`];
        expect(entry, `${gateway}/${contract.path}`).toBeDefined();
        const [method] = contract.methods;
        expect(entry?.[method?.toLowerCase() ?? '']?.['x-gateway']).toBe(gateway);
      }
    }
    const search = doc.paths['/api/ms/analytics/search.json']?.post?.requestBody?.content['application/json']?.schema;
    expect(search?.properties).toHaveProperty('siteId');
    expect(JSON.stringify(search?.properties.data)).toContain('searchKeyword');
    const oneClick = doc.paths['/api/main/blade-purchaser/account/unsubscribeOneClick']?.post?.requestBody?.content;
    expect(oneClick?.['application/x-www-form-urlencoded']?.schema.properties).toEqual({
      'List-Unsubscribe': { const: 'One-Click' },
    });
  });
});
