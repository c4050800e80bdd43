import { supportMessageData, supportMessageSent } from '@/lib/support/rules';
import { trafficReportData, trafficReportSent } from '@/lib/traffic-light/rules';
import { defineContract } from '../contract';

export const contactSupport = defineContract({
  id: 'contactSupport',
  gateways: ['main'],
  path: 'customer-service/message',
  methods: ['POST'],
  summary:
    'Sends a message to customer service (spec §2 /customer-service): name, e-mail, optional company, a topic, an optional reference and 20 to 4,000 characters; the operator gets it by mail and the sender a confirmation with its reference. At most 5 an hour per address and 3 confirmations a day per e-mail address.',
  data: supportMessageData,
  response: supportMessageSent,
  auth: 'optional',
  captcha: 'signedOut',
  mutates: true,
  // a double click or a retried submission sends one message
  idempotent: true,
});

export const trafficReport = defineContract({
  id: 'trafficReport',
  gateways: ['main'],
  path: 'blade-purchaser/trafficLight/feedback',
  methods: ['POST'],
  summary:
    'A signed-in buyer reports a problem with a supplier or a sourcing market (spec §2 /trafficLight/feedback): the market (a country with suppliers), a category, an optional supplier and 20 to 2,000 characters; counted in the market’s signal for 90 days and acknowledged by mail. At most 5 a day per buyer.',
  data: trafficReportData,
  response: trafficReportSent,
  auth: 'buyer',
  mutates: true,
  idempotent: true,
});
