import { z } from 'zod';
import { captchaChallengeSchema } from '@/lib/captcha/rules';
import { defineContract } from '../contract';

export const captchaChallenge = defineContract({
  id: 'captchaChallenge',
  gateways: ['main'],
  path: 'captcha/v1/challenge.json',
  methods: ['GET', 'POST'],
  summary:
    'spec §7 captcha: a signed proof-of-work challenge (ALTCHA, SHA-256) for the public forms. A signed-out sender of a registration, an RFQ, an enquiry or a customer-service message solves it and sends challenge and solution as the envelope’s `captcha`; each is taken once, within 20 minutes.',
  data: z.strictObject({}).optional(),
  response: captchaChallengeSchema,
  auth: 'none',
  mutates: false,
});
