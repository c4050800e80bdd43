import { z } from 'zod';

// The caller's country as lib/geo/service.ts finds it and the API answers it (client-safe: zod only).

export const ipLocationSchema = z.object({
  ip: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** spec §7: ipAys is read for cnName (the country's Chinese name). */
  cnName: z.string().nullable(),
  enName: z.string().nullable(),
  /** The country's name in the caller's language. */
  name: z.string().nullable(),
  /** spec §9: cookie consent is required only for Germany and Poland (the countries table's flag). */
  consentRequired: z.boolean(),
  /** Where the country came from: the hosting platform's header, the offline GeoIP database, or nowhere. */
  source: z.enum(['header', 'geoip', 'none']),
});
export type IpLocation = z.infer<typeof ipLocationSchema>;
