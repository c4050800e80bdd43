import { z } from 'zod';
import { storable } from '@/lib/validation/text';
import { ipLocationSchema } from '@/lib/geo/schemas';
import { defineContract } from '../contract';
import { IPCHECK } from './consent-routes';

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
  ...IPCHECK,
  summary:
    "The caller's country: the hosting platform's country header behind a trusted proxy, else the GeoIP database.",
  data: z.strictObject({}).optional(),
  response: ipLocationSchema,
  auth: 'none',
  mutates: false,
  singleInstance: true,
});
