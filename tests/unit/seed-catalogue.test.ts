import { buildCategoryTree, buildProducts, buildSuppliers, composeName } from '@/lib/seed/catalogue';
import { buildExhibitions } from '@/lib/seed/expo';
import { createRng } from '@/lib/seed/prng';
import { LOCALES } from '@/lib/i18n/locales';
import { productWordKeys } from '@/lib/seed/product-words';
import { SEED_ADDED_LANGUAGES, SEED_LOCAL_LANGUAGES, type Words } from '@/lib/seed/types';
import { INDUSTRIES } from '@/lib/seed/vocabulary';

const anchor = new Date('2026-06-01T09:00:00Z');
const tree = buildCategoryTree(INDUSTRIES);
const leaves = new Map(tree.leaves.map((l) => [l.id, l]));

describe('demo catalogue generators', () => {
  it('builds the spec §3 tree: industries, level-2 categories and tag codes', () => {
    expect(tree.categories.filter((c) => c.level === 1)).toHaveLength(10);
    expect(tree.categories.filter((c) => c.level === 2).every((c) => c.parentId !== null && c.parentId <= 10)).toBe(
      true,
    );
    expect(new Set(tree.tags.map((t) => t.code)).size).toBe(tree.tags.length);
    for (const tag of tree.tags) expect(tag.code).toMatch(/^TG\d{5}$/);
  });

  it('has real translations in every vocabulary entry', () => {
    const words: Words[] = INDUSTRIES.flatMap((i) => [
      i.name,
      ...i.categories.flatMap((c) => [c.name, ...c.tags, ...c.nouns, ...c.qualifiers]),
    ]);
    // technical names (USB, LED, Zigbee) are written the same everywhere; everything else is translated
    const copied = words.filter((w) => w.zh === w.en);
    expect(copied.length / words.length).toBeLessThan(0.02);
    for (const w of words) {
      for (const lang of SEED_LOCAL_LANGUAGES) expect(w[lang], `${w.en} (${lang})`).toBeTruthy();
    }
  });

  it('names every industry, category and tag in all 19 languages, in English only in English', () => {
    const rows = [...tree.categories, ...tree.tags];
    for (const lang of LOCALES.filter((l) => l !== 'en' && l !== 'zh')) {
      expect(
        rows.filter((row) => !row.names[lang]).map((row) => row.nameEn),
        lang,
      ).toEqual([]);
      // a few names are the same word in English ('Basketball' in German); the rest are translated
      const alike = rows.filter((row) => row.names[lang] === row.nameEn).map((row) => row.nameEn);
      expect(alike.length, `${lang}: ${alike.join(', ')}`).toBeLessThanOrEqual(5);
    }
    // a Thai reader browses "Home & Garden" in Thai
    expect(tree.categories[0]?.names.th).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('orders qualifier and noun the way each language does', () => {
    const q = { en: 'Steel', zh: '钢制', es: 'de acero', ja: '鋼製', de: 'Stahl-' } as unknown as Words;
    const n = { en: 'Pot', zh: '锅', es: 'Olla', ja: '鍋', de: 'Topf' } as unknown as Words;
    expect(composeName('en', q, n)).toBe('Steel Pot');
    expect(composeName('zh', q, n)).toBe('钢制锅');
    expect(composeName('ja', q, n)).toBe('鋼製鍋');
    expect(composeName('es', q, n)).toBe('Olla de acero');
  });

  it('keeps each added language to the vocabulary: every noun and qualifier, and nothing else', () => {
    const categories = INDUSTRIES.flatMap((i) => i.categories);
    const nouns = [...new Set(categories.flatMap((c) => c.nouns.map((w) => w.en)))].sort();
    const qualifiers = [...new Set(categories.flatMap((c) => c.qualifiers.map((w) => w.en)))].sort();
    for (const lang of SEED_ADDED_LANGUAGES) {
      const keys = productWordKeys(lang);
      expect([...keys.nouns].sort(), lang).toEqual(nouns);
      expect([...keys.qualifiers].sort(), lang).toEqual(qualifiers);
    }
  });

  it('names every product in all 19 languages, in the language and its script (spec §3 Local names)', () => {
    const rng = createRng('names');
    const suppliers = buildSuppliers(rng, 50, tree.leaves, anchor);
    const { products } = buildProducts(rng, 1, 600, suppliers, leaves, anchor);
    const scripts: Partial<Record<string, RegExp>> = {
      th: /[\u0E00-\u0E7F]/,
      km: /[\u1780-\u17FF]/,
      my: /[\u1000-\u109F]/,
      fa: /[\u0600-\u06FF]/,
    };
    for (const lang of LOCALES.filter((l) => l !== 'en' && l !== 'zh')) {
      for (const p of products) {
        const name = p.names[lang];
        expect(name, `${p.nameEn} (${lang})`).toBeTruthy();
        // the model code stays as written: "... AB-1234" in every language
        const model = / [A-Z]{2}-\d+$/.exec(p.nameEn)?.[0];
        if (model) expect(name!.endsWith(model), `${name} (${lang})`).toBe(true);
        expect(name!.charAt(0), `${name} (${lang})`).toBe(name!.charAt(0).toLocaleUpperCase(lang));
      }
      // only a name made of loanwords alone ("USB Hub") may read the same as in English
      const alike = products.filter((p) => p.names[lang] === p.nameEn).map((p) => p.nameEn);
      expect(alike.length, `${lang}: ${alike.join(', ')}`).toBeLessThanOrEqual(6);
      const script = scripts[lang];
      if (script) {
        const without = products.filter((p) => !script.test(p.names[lang]!)).map((p) => p.names[lang]);
        expect(without, lang).toEqual([]);
      }
    }
  });

  it('writes a German noun modifier and the noun as one compound, an adjective apart', () => {
    const categories = INDUSTRIES.flatMap((i) => i.categories);
    const name = (qualifier: string, noun: string) => {
      const category = categories.find(
        (c) => c.qualifiers.some((q) => q.en === qualifier) && c.nouns.some((n) => n.en === noun),
      )!;
      const q = category.qualifiers.find((w) => w.en === qualifier)!;
      return composeName(
        'de',
        q,
        category.nouns.find((w) => w.en === noun)!,
      );
    };
    expect(name('Stainless Steel', 'Mixing Bowl')).toBe('Edelstahl-Rührschüssel');
    expect(name('Leather', 'Phone Case')).toBe('Leder-Handyhülle');
    expect(name('Cotton', 'Dress')).toBe('Baumwoll-Kleid');
    expect(name('Waterproof', 'Street Light')).toBe('Wasserdichte Straßenleuchte');
    expect(name('Custom-Printed', 'Product Label')).toBe('Individuell bedrucktes Produktetikett');
    // no German product name leaves a bare space between a noun modifier and its noun
    for (const c of categories)
      for (const q of c.qualifiers)
        for (const n of c.nouns) {
          const german = composeName('de', q, n);
          if (german === `${q.de} ${n.de}`) expect(q.de, german).toMatch(/(e|er|es)$/);
          else expect(german.endsWith(`-${n.de}`), german).toBe(true);
        }
  });

  it("joins qualifier and noun in the added languages' order and grammar", () => {
    const words = (en: string) => ({ en }) as Words;
    const [bamboo, wireless, steel] = [words('Bamboo'), words('Wireless'), words('Stainless Steel')];
    const [bowl, speaker, earphone] = [words('Mixing Bowl'), words('Speaker'), words('Earphone')];
    // Polish: an adjective agrees with the noun's gender and goes first; a phrase follows the noun
    expect(composeName('pl', bamboo, bowl)).toBe('Bambusowa miska do mieszania');
    expect(composeName('pl', wireless, speaker)).toBe('Bezprzewodowy głośnik');
    expect(composeName('pl', wireless, earphone)).toBe('Bezprzewodowe słuchawki douszne');
    expect(composeName('pl', steel, bowl)).toBe('Miska do mieszania ze stali nierdzewnej');
    // Persian: the noun with its ezafe, then the modifier; Burmese: the modifier first
    expect(composeName('fa', steel, bowl)).toBe('کاسهٔ همزن استیل');
    expect(composeName('my', wireless, speaker)).toBe('ကြိုးမဲ့ စပီကာ');
    // Tagalog: the qualifier comes first and carries its linker
    expect(composeName('tl', bamboo, bowl)).toBe('Kawayang mangkok na panghalo');
    for (const q of INDUSTRIES.flatMap((i) => i.categories.flatMap((c) => c.qualifiers))) {
      expect(composeName('tl', q, bowl), q.en).toMatch(/^\S.*(ng| na) mangkok na panghalo$/);
    }
  });

  it('generates the same products for the same seed', () => {
    const make = () => {
      const rng = createRng('unit');
      const suppliers = buildSuppliers(rng, 50, tree.leaves, anchor);
      return buildProducts(rng, 1, 200, suppliers, leaves, anchor);
    };
    expect(make()).toEqual(make());
  });

  it('writes product descriptions as sentences, never a doubled full stop after a "Co., Ltd." supplier', () => {
    const rng = createRng('descriptions');
    const suppliers = buildSuppliers(rng, 50, tree.leaves, anchor);
    const batch = buildProducts(rng, 1, 300, suppliers, leaves, anchor);
    const fromLtd = batch.products.filter((p) => /Ltd\. /.test(p.descriptionEn));
    expect(fromLtd.length).toBeGreaterThan(0);
    for (const p of batch.products) {
      expect(p.descriptionEn).not.toContain('..');
      expect(p.descriptionEn).toMatch(/^\S.* from .+\. .+\. Minimum order \d+\.$/);
    }
  });

  it('gives every product tiers that start at its MOQ and get cheaper with quantity', () => {
    const rng = createRng('tiers');
    const suppliers = buildSuppliers(rng, 20, tree.leaves, anchor);
    const batch = buildProducts(rng, 1, 300, suppliers, leaves, anchor);
    for (const p of batch.products) {
      const tiers = batch.tiers.filter((t) => t.productId === p.id);
      expect(tiers[0]?.minQuantity).toBe(p.moq);
      expect(tiers.map((t) => t.priceMinor)).toEqual([...tiers.map((t) => t.priceMinor)].sort((a, b) => b - a));
      expect(p.priceMinMinor).toBeLessThanOrEqual(p.priceMaxMinor);
      expect(suppliers.find((s) => s.id === p.supplierId)?.categoryIds).toContain(p.categoryId);
    }
  });

  it('puts three exhibitions in every stage with the matching lifecycle (spec §3)', () => {
    const shows = buildExhibitions(createRng('expo'), anchor);
    for (let stage = 0; stage <= 5; stage++) expect(shows.filter((s) => s.stage === stage)).toHaveLength(3);
    const lifecycleOf = (stage: number) => (stage <= 2 ? 0 : stage === 3 ? 1 : 2);
    for (const s of shows) {
      expect(s.lifecycle).toBe(lifecycleOf(s.stage));
      expect(s.startsOn <= s.endsOn).toBe(true);
    }
    const running = shows.filter((s) => s.stage === 3);
    for (const s of running) expect(s.startsOn <= '2026-06-01' && s.endsOn >= '2026-06-01').toBe(true);
  });
});
