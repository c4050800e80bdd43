import { z } from 'zod';
import { storable } from '@/lib/validation/text';
import { defineContract } from '../contract';

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

export const getCurrentIp = defineContract({
  id: 'getCurrentIp',
  gateways: ['main'],
  path: 'getCurrentIp',
  methods: ['GET', 'POST'],
  summary: "The caller's IP address as the site sees it.",
  data: z.strictObject({}).optional(),
  response: z.object({ ip: z.string().nullable() }),
  auth: 'none',
  mutates: false,
  singleInstance: true,
});

export const ipAys = defineContract({
  id: 'ipAys',
  gateways: ['main'],
  path: 'ipAys',
  methods: ['GET', 'POST'],
  summary: 'The country of an IP address, from the offline GeoIP database (no network lookup).',
  data: z.strictObject({ ip: z.union([z.ipv4().check(storable), z.ipv6().check(storable)]) }),
  response: ipLocationSchema,
  auth: 'none',
  mutates: false,
  singleInstance: true,
});

export const ipcheck = defineContract({
  id: 'ipcheck',
  gateways: ['main'],
  path: 'ipcheck',
  methods: ['GET', 'POST'],
  summary: "The caller's country: the hosting platform's country header when present, else the GeoIP database.",
  data: z.strictObject({}).optional(),
  response: ipLocationSchema,
  auth: 'none',
  mutates: false,
  singleInstance: true,
});
