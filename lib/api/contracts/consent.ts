import { consentRecordData, consentRecorded } from '@/lib/consent/schemas';
import { defineContract } from '../contract';
import { COOKIE_CONSENT } from './consent-routes';

export const cookieConsent = defineContract({
  ...COOKIE_CONSENT,
  summary: 'Records a cookie consent event (spec §3 record, §4 first consent, consent, change) as accept or reject.',
  data: consentRecordData,
  response: consentRecorded,
  auth: 'optional',
  mutates: true,
});
