import { z } from 'zod';

// Reference data as lib/reference/service.ts returns it and the API answers it (client-safe: zod only;
// the contracts in lib/api/contracts/reference.ts read them).

export const tagSchema = z.object({ code: z.string(), name: z.string() });
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    enName: z.string(),
    children: z.array(categoryNodeSchema),
  }),
);
export interface CategoryNode {
  id: number;
  name: string;
  enName: string;
  children: CategoryNode[];
}

/** spec §3 category/tag tree: industry > level-2 category > tags. */
export const industryTreeSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string(),
  children: z.array(z.object({ id: z.number(), name: z.string(), enName: z.string(), tags: z.array(tagSchema) })),
});
export type IndustryTree = z.infer<typeof industryTreeSchema>;

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  enName: z.string(),
  cnName: z.string(),
  dialingCode: z.string(),
  consentRequired: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

/** spec §3 site info: areaNodeDomain, websiteId, and the rest of a site's row. */
export const websiteSchema = z.object({
  websiteId: z.number(),
  code: z.string(),
  name: z.string(),
  deployPath: z.string(),
  areaNodeDomain: z.string().nullable(),
  audienceMode: z.enum(['supplier_home', 'global_buyer', 'country_site']),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  countryCode: z.string().nullable(),
  themeColor: z.string(),
  websiteType: z.string().nullable(),
});
export type Website = z.infer<typeof websiteSchema>;

export const namedCodeSchema = z.object({ code: z.string(), name: z.string() });
export const unitSchema = z.object({ code: z.string(), name: z.string(), pluralName: z.string() });

export const rfqCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string(),
  industryId: z.number(),
  industryName: z.string(),
});
