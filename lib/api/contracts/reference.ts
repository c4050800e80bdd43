import { z } from 'zod';
import { text } from '@/lib/validation/text';
import { LOCALES } from '@/lib/i18n/locales';
import {
  categoryNodeSchema,
  countrySchema,
  industryTreeSchema,
  namedCodeSchema,
  rfqCategorySchema,
  unitSchema,
  websiteSchema,
} from '@/lib/reference/schemas';
import { defineContract } from '../contract';
import { idParam } from '@/lib/validation/id';

const noData = z.strictObject({}).optional();

/** A language as clients send it: one of the 19 (spec §3), `id_id` accepted for `id`. */
export const languageParam = text()
  .max(10)
  .transform((v) => v.trim().toLowerCase().replace('-', '_'))
  .transform((v) => (v === 'id_id' ? 'id' : v))
  .pipe(z.enum(LOCALES));

export const i18nAllData = z
  .strictObject({
    /** The version the client already holds; an equal version answers without the dictionary. */
    version: text().max(64).optional(),
  })
  .optional();
export const i18nAllResult = z.object({
  lang: z.string(),
  version: z.string(),
  /** Every namespace of the language's catalogue, or null when the client's version is current. */
  messages: z.record(z.string(), z.unknown()).nullable(),
});

const i18nBase = {
  gateways: ['main'] as const,
  methods: ['GET', 'POST'] as const,
  summary: 'The whole translation dictionary of one of the 19 languages (spec §7).',
  data: i18nAllData,
  response: i18nAllResult,
  auth: 'none' as const,
  mutates: false,
};

export const i18nAll = defineContract({
  ...i18nBase,
  id: 'i18nAll',
  path: 'i18nAll',
  cdn: { name: 'i18nAll' },
});
export const i18nAllJson = defineContract({ ...i18nBase, id: 'i18nAllJson', path: 'i18nAll.json' });

export const cateAndTagV2 = defineContract({
  id: 'cateAndTagV2',
  gateways: ['main'],
  path: 'cateAndTagV2',
  methods: ['GET', 'POST'],
  summary: 'One industry with its level-2 categories and their tags (spec §3, §7).',
  data: z.strictObject({ industryId: idParam }),
  response: industryTreeSchema,
  auth: 'none',
  mutates: false,
  cdn: { name: 'cateAndTagV2', args: ([industryId]) => ({ industryId }) },
});

export const cateAndTag = defineContract({
  id: 'cateAndTag',
  gateways: ['main', 'homelife'],
  path: 'cateAndTag',
  methods: ['GET', 'POST'],
  summary: 'Every industry with its level-2 categories and their tags.',
  data: noData,
  response: z.array(industryTreeSchema),
  auth: 'none',
  mutates: false,
  cdn: { name: 'cateAndTag' },
});

export const allCategory = defineContract({
  id: 'allCategory',
  gateways: ['main'],
  path: 'allCategory.json',
  methods: ['GET', 'POST'],
  summary: 'The whole category tree (every level, with enName and nested children).',
  data: noData,
  response: z.array(categoryNodeSchema),
  auth: 'none',
  mutates: false,
  cdn: { name: 'allCategory' },
});

export const getAllCategory = defineContract({
  id: 'getAllCategory',
  gateways: ['main'],
  path: 'getAllCategory',
  methods: ['GET', 'POST'],
  summary: 'The whole category tree with names in the given language (English gives English names).',
  data: z.strictObject({ language: languageParam.optional() }).optional(),
  response: z.array(categoryNodeSchema),
  auth: 'none',
  mutates: false,
});

export const countries = defineContract({
  id: 'countries',
  gateways: ['main', 'homelife'],
  path: 'countries.json',
  methods: ['GET', 'POST'],
  summary: 'Countries with dialing codes and whether cookie consent is required there (spec §1, §9).',
  data: noData,
  response: z.array(countrySchema),
  auth: 'none',
  mutates: false,
  singleInstance: true,
  cdn: { name: 'countries' },
});

export const websites = defineContract({
  id: 'websites',
  gateways: ['main'],
  path: 'websites.json',
  methods: ['GET', 'POST'],
  summary: 'Every site: websiteId, deploy path, domain, audience mode, languages.',
  data: noData,
  response: z.array(websiteSchema),
  auth: 'none',
  mutates: false,
  cdn: { name: 'websites' },
});

export const websiteInfo = defineContract({
  id: 'websiteInfo',
  gateways: ['main'],
  path: 'websiteInfo',
  methods: ['GET', 'POST'],
  summary: "One site's info; without websiteId in data, the envelope's site, else the default site 1001.",
  data: z.strictObject({ websiteId: idParam.optional() }).optional(),
  response: websiteSchema,
  auth: 'none',
  mutates: false,
  cdn: { name: 'websiteInfo' },
});

export const nameOfUnit = defineContract({
  id: 'nameOfUnit',
  gateways: ['main', 'supplier', 'saas'],
  path: 'nameOfUnit',
  methods: ['GET', 'POST'],
  summary: 'Units of measure with singular and plural names.',
  data: noData,
  response: z.array(unitSchema),
  auth: 'none',
  mutates: false,
  cdn: { name: 'nameOfUnit' },
});

export const paymentTerms = defineContract({
  id: 'paymentTerms',
  gateways: ['main', 'supplier', 'saas'],
  path: 'paymentTerms',
  methods: ['GET', 'POST'],
  summary: 'Payment terms a quotation or RFQ can name.',
  data: noData,
  response: z.array(namedCodeSchema),
  auth: 'none',
  mutates: false,
  cdn: { name: 'paymentTerms' },
});

export const shipmentTerm = defineContract({
  id: 'shipmentTerm',
  gateways: ['main', 'supplier', 'saas'],
  path: 'shipmentTerm',
  methods: ['GET', 'POST'],
  summary: 'Shipment terms (Incoterms 2020).',
  data: noData,
  response: z.array(namedCodeSchema),
  auth: 'none',
  mutates: false,
  cdn: { name: 'shipmentTerm' },
});

export const rfqCategory = defineContract({
  id: 'rfqCategory',
  gateways: ['main', 'saas'],
  path: 'rfqCategory',
  methods: ['GET', 'POST'],
  summary: 'The categories an RFQ can be filed under (level 2, with their industry).',
  data: noData,
  response: z.array(rfqCategorySchema),
  auth: 'none',
  mutates: false,
  cdn: { name: 'rfqCategory' },
});
