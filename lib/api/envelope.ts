import { z } from 'zod';
import { idParam } from '@/lib/validation/id';
import { captchaPayloadSchema } from '@/lib/captcha/rules';
import { text } from '@/lib/validation/text';
import type { EnvelopeKind } from './gateways';

/** Limits of the envelope's own fields; anything longer is refused as an invalid envelope. */
const shortText = text().max(128);

/** spec §3 device{deviceId, deviceMake, deviceModel, sysType, sysVersion}. */
export const deviceSchema = z.strictObject({
  deviceId: shortText.nullish(),
  deviceMake: shortText.nullish(),
  deviceModel: shortText.nullish(),
  sysType: shortText.nullish(),
  sysVersion: shortText.nullish(),
});
export type DeviceInfo = z.infer<typeof deviceSchema>;

const common = {
  data: z.unknown().optional(),
  appVersion: text().max(32).nullish(),
  device: deviceSchema.nullish(),
  time: z
    .union([
      z.number().int().nonnegative(),
      text()
        .regex(/^\d{1,16}$/)
        .transform(Number),
    ])
    .nullish(),
  /** spec §3: sent empty. */
  sign: text().max(512).nullish(),
  lang: text().max(16).nullish(),
  token: text().max(512).nullish(),
  /**
   * The Idempotency-Key of a submission, for callers that cannot set headers (beacons); sent with the
   * header too, both must agree (lib/api/idempotency.ts checks its form).
   */
  idempotencyKey: text().max(256).nullish(),
};

/** spec §3 request envelope of the buyer-facing gateways (main, expo, homelife). */
export const buyerEnvelopeSchema = z.strictObject({
  ...common,
  websiteId: idParam.nullish(),
  exhibitionId: idParam.nullish(),
  themeType: z.union([shortText, z.number()]).nullish(),
  /** A signed-out sender's solved challenge, read by the contracts marked `captcha` (lib/captcha). */
  captcha: captchaPayloadSchema.nullish(),
});

/** spec §3: "Other gateways use siteId, country, systemId" (supplier, micro-service, SaaS). */
export const platformEnvelopeSchema = z.strictObject({
  ...common,
  siteId: idParam.nullish(),
  country: shortText.nullish(),
  systemId: z.union([shortText, z.number()]).nullish(),
});

export type BuyerEnvelope = z.infer<typeof buyerEnvelopeSchema>;
export type PlatformEnvelope = z.infer<typeof platformEnvelopeSchema>;
export type Envelope = BuyerEnvelope | PlatformEnvelope;

export function envelopeSchemaOf(kind: EnvelopeKind) {
  return kind === 'buyer' ? buyerEnvelopeSchema : platformEnvelopeSchema;
}

/** The site an envelope names: websiteId (buyer gateways) or siteId (the others). */
export function envelopeSiteId(envelope: Envelope): number | undefined {
  if ('websiteId' in envelope && envelope.websiteId) return envelope.websiteId;
  if ('siteId' in envelope && envelope.siteId) return envelope.siteId;
  return undefined;
}
