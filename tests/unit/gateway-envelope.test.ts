import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { CONTRACTS } from '@/lib/api/contracts';
import { buyerEnvelopeSchema, platformEnvelopeSchema } from '@/lib/api/envelope';
import { captchaChallengeSchema } from '@/lib/captcha/rules';
import { callContract, configureGateway, resetGateway, WEB_APP_TOKEN } from '@/lib/gateway/request';
import { solveCaptcha } from '../support/captcha';
import { startGatewayServer } from '../support/gateway-server';

let server: Awaited<ReturnType<typeof startGatewayServer>>;

const recorded = { success: true, code: '0', msg: 'Success', data: { recorded: true } };
const event = { eventAction: 'view', eventCategory: 'page', eventName: 'Page_View' };
const BUYER_ONLY = ['websiteId', 'exhibitionId', 'themeType'];
const PLATFORM_ONLY = ['siteId', 'country', 'systemId'];

beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetGateway();
  configureGateway({ baseUrl: server.baseUrl, websiteId: 1003, lang: 'tr', country: 'TR' });
});

describe('the request envelope (spec §3)', () => {
  it("posts the buyer envelope to the main gateway with the person's token and the site", async () => {
    server.answerEnvelope(200, recorded);
    await callContract(CONTRACTS.behaviourEvent, event, { token: 'person-token' });
    const [request] = server.received.slice(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/api/main/behavior/event.json' });
    expect(request?.headers['content-type']).toBe('application/json');
    const envelope = server.lastEnvelope();
    expect(envelope).toMatchObject({ data: event, lang: 'tr', token: 'person-token', websiteId: 1003, sign: '' });
    expect(typeof envelope.time).toBe('number');
    for (const field of PLATFORM_ONLY) expect(envelope).not.toHaveProperty(field);
    expect(buyerEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it('carries the fixed application token in the envelope on the expo gateway', async () => {
    server.answerEnvelope(200, recorded);
    await callContract(CONTRACTS.visitTrack, event, { token: 'person-token' });
    expect(server.received.at(-1)?.url).toBe('/api/expo/visit/track.json');
    expect(server.received.at(-1)?.headers['x-app-token']).toBeUndefined();
    const envelope = server.lastEnvelope();
    expect(envelope.token).toBe(WEB_APP_TOKEN);
    expect(buyerEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it('carries the application token in the x-app-token header on the micro-service gateway, with the platform envelope', async () => {
    server.answerEnvelope(200, recorded);
    configureGateway({ appToken: 'app-7' });
    await callContract(CONTRACTS.analyticsTrack, event);
    expect(server.received.at(-1)?.url).toBe('/api/ms/analytics/track.json');
    expect(server.received.at(-1)?.headers['x-app-token']).toBe('app-7');
    const envelope = server.lastEnvelope();
    expect(envelope).toMatchObject({ siteId: 1003, country: 'TR', lang: 'tr', data: event });
    expect(envelope).not.toHaveProperty('token');
    for (const field of BUYER_ONLY) expect(envelope).not.toHaveProperty(field);
    expect(platformEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it("sends the platform envelope with the person's token to the supplier gateway", async () => {
    const account = { id: 5, email: 'a@b.co', nickname: null, supplierId: 9, supplierName: 'Acme' };
    server.answerEnvelope(200, { success: true, code: '0', msg: '', data: account });
    await expect(callContract(CONTRACTS.supplierAccountInfo, undefined, { token: 'supplier-token' })).resolves.toEqual(
      account,
    );
    const envelope = server.lastEnvelope();
    expect(server.received.at(-1)?.url).toBe('/api/supplier/account/info.json');
    expect(envelope).toMatchObject({ token: 'supplier-token', siteId: 1003 });
    for (const field of BUYER_ONLY) expect(envelope).not.toHaveProperty(field);
    expect(platformEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it('calls the gateway asked for when the contract is mounted on several', async () => {
    server.answerEnvelope(200, { success: true, code: 0, msg: '', data: [] });
    await callContract(CONTRACTS.countries, undefined, { gateway: 'homelife' });
    expect(server.received.at(-1)?.url).toBe('/api/homelife/countries.json');
    expect(server.lastEnvelope().token).toBe(WEB_APP_TOKEN);
  });

  it('puts the envelope in the query string of a GET-only endpoint, data and device as JSON', async () => {
    const getOnly = defineContract({
      id: 'getOnly',
      gateways: ['main'],
      path: 'probe/get',
      methods: ['GET'],
      summary: 'test',
      data: z.strictObject({ industryId: z.number() }),
      response: z.object({ ok: z.boolean() }),
      auth: 'none',
      mutates: false,
    });
    server.answerEnvelope(200, { success: true, code: '0', msg: '', data: { ok: true } });
    await expect(callContract(getOnly, { industryId: 3 })).resolves.toEqual({ ok: true });
    const request = server.received.at(-1);
    expect(request?.method).toBe('GET');
    const url = new URL(request?.url ?? '', server.baseUrl);
    expect(url.pathname).toBe('/api/main/probe/get');
    expect(JSON.parse(url.searchParams.get('data') ?? 'null')).toEqual({ industryId: 3 });
    expect(url.searchParams.get('websiteId')).toBe('1003');
    expect(url.searchParams.get('lang')).toBe('tr');
    const fromQuery = Object.fromEntries(url.searchParams);
    expect(buyerEnvelopeSchema.safeParse({ ...fromQuery, data: JSON.parse(fromQuery.data ?? 'null') }).success).toBe(
      true,
    );
  });
  it("carries a signed-out sender's solved challenge as the envelope's captcha, and names it when refused", async () => {
    const { createChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/sha');
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 12,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 600,
      hmacSignatureSecret: 'signature-secret',
      hmacKeySignatureSecret: 'key-secret',
    });
    const captcha = await solveCaptcha(captchaChallengeSchema.parse(challenge));
    const message = {
      name: 'Ana',
      email: 'ana@example.test',
      topic: 'enquiry' as const,
      message: 'A long enough message here.',
    };
    server.answerEnvelope(200, { success: true, code: '0', msg: 'Success', data: { reference: 'CS-23456789' } });
    await callContract(CONTRACTS.contactSupport, message, { captcha });
    const envelope = server.lastEnvelope();
    expect(envelope.captcha).toEqual(captcha);
    expect(buyerEnvelopeSchema.safeParse(envelope).success).toBe(true);

    server.answerEnvelope(400, {
      success: false,
      code: '100400',
      msg: 'We could not confirm that this was sent by a person. Please send it again.',
      data: { issues: [{ path: 'captcha', code: 'spent' }] },
    });
    const refused = await callContract(CONTRACTS.contactSupport, message, { captcha, toast: false }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ refused: ['captcha'] });
  });
});
