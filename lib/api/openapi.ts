import { z } from 'zod';
import type { Contract } from './contract';
import { CONTRACTS } from './contracts';
import { envelopeSchemaOf } from './envelope';
import { SESSION_COOKIE } from '@/lib/accounts/cookie';
import { APP_TOKEN_HEADER, CDN_PREFIX, GATEWAYS, OUTCOME_STATUS, OUTCOMES } from './gateways';

type JsonSchema = Record<string, unknown>;

const ONE_CLICK_FORM: JsonSchema = {
  type: 'object',
  properties: { 'List-Unsubscribe': { const: 'One-Click' } },
  required: ['List-Unsubscribe'],
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

/** The request body: the gateway's envelope with this contract's `data`. */
function requestSchema(contract: Contract, gatewayId: keyof typeof GATEWAYS): JsonSchema {
  const envelope = toSchema(envelopeSchemaOf(GATEWAYS[gatewayId].envelope), 'input');
  const properties = { ...(envelope.properties as JsonSchema), data: toSchema(contract.data, 'input') };
  return { ...envelope, properties };
}

function answerSchema(data: JsonSchema, codes: unknown[]): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'code', 'msg', 'data'],
    properties: {
      success: { type: 'boolean' },
      code: { enum: codes },
      msg: { type: 'string', description: "Translated into the request's language." },
      data,
    },
  };
}

const IDEMPOTENCY_PARAMETER: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per submission attempt (16-128 of A-Z a-z 0-9 _ . : -; a UUID fits). A retry with the same key and content replays the first success for 24 hours (header Idempotent-Replayed: true); other content with the key is refused; a request while the first still runs waits up to 5 s, then 409 with Retry-After. Without a key, the same content from the same caller within 10 s is one submission too (replayed the same way). The envelope field idempotencyKey may carry it instead.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{16,128}$' },
};

/**
 * OpenAPI 3.1 of every gateway endpoint, generated from the same zod schemas the handlers and the
 * typed client use; served at /api/openapi.json.
 */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const [id, contract] of Object.entries(CONTRACTS) as [string, Contract][]) {
    for (const gatewayId of contract.gateways) {
      const gateway = GATEWAYS[gatewayId];
      const failures = OUTCOMES.filter((o) => o !== 'ok');
      const responses: JsonSchema = {
        '200': {
          description: 'Success',
          content: {
            'application/json': { schema: answerSchema(toSchema(contract.response, 'output'), [gateway.codes.ok]) },
          },
        },
      };
      for (const status of [...new Set(failures.map((o) => OUTCOME_STATUS[o]))]) {
        const codes = failures.filter((o) => OUTCOME_STATUS[o] === status).map((o) => gateway.codes[o]);
        responses[String(status)] = {
          description: failures.filter((o) => OUTCOME_STATUS[o] === status).join(', '),
          content: { 'application/json': { schema: answerSchema({ type: ['object', 'null'] }, [...new Set(codes)]) } },
        };
      }
      const operation = (method: string): JsonSchema => ({
        operationId: contract.gateways.length > 1 ? `${gatewayId}.${id}` : id,
        summary: contract.summary,
        tags: [gateway.title],
        ...(method === 'post'
          ? {
              ...(contract.idempotent && { parameters: [IDEMPOTENCY_PARAMETER] }),
              requestBody: {
                required: false,
                content: {
                  'application/json': { schema: requestSchema(contract, gatewayId) },
                  // RFC 8058: the mail client's form, with the token and websiteId in the query string
                  ...(contract.oneClick && { 'application/x-www-form-urlencoded': { schema: ONE_CLICK_FORM } }),
                },
              },
            }
          : {
              parameters: Object.keys(requestSchema(contract, gatewayId).properties as JsonSchema).map((name) => ({
                name,
                in: 'query',
                required: false,
                description: name === 'data' || name === 'device' ? 'JSON text' : undefined,
                schema: { type: 'string' },
              })),
            }),
        security: securityOf(contract, gatewayId),
        responses,
        'x-gateway': gatewayId,
        'x-mutates': contract.mutates,
        'x-auth': contract.auth,
        ...(contract.idempotent && { 'x-idempotent': true }),
        // the envelope's `captcha` from captchaChallenge, when the caller is signed out
        ...(contract.captcha && { 'x-captcha': contract.captcha }),
      });
      paths[`${gateway.prefix}/${contract.path}`] = Object.fromEntries(
        contract.methods.map((m) => [m.toLowerCase(), operation(m.toLowerCase())]),
      );
    }
  }
  paths[`${CDN_PREFIX}/{site}/{lang}/{file}`] = {
    get: {
      operationId: 'cdnFile',
      summary: 'spec §7 CDN files {site}/{lang}/{name}:{args}.json: the data of a reference endpoint, no envelope.',
      tags: ['CDN static'],
      parameters: [
        { name: 'site', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'lang', in: 'path', required: true, schema: { type: 'string' } },
        {
          name: 'file',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[A-Za-z0-9]+(:[A-Za-z0-9_,.-]+)?\\.json$' },
          description: `One of: ${Object.values(CONTRACTS)
            .flatMap((c: Contract) => (c.cdn ? [c.cdn.name] : []))
            .join(', ')}`,
        },
      ],
      responses: { '200': { description: 'The data' }, '404': { description: 'No such file' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sourcefair API',
      version: '1',
      description:
        'Every answer is the envelope {success, code, msg, data}; each gateway has its own codes (spec §8). The HTTP status matches the outcome, and the envelope is sent with every status.',
    },
    tags: [...Object.values(GATEWAYS).map((g) => ({ name: g.title })), { name: 'CDN static' }],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bearer: { type: 'http', scheme: 'bearer' },
        appToken: { type: 'apiKey', in: 'header', name: APP_TOKEN_HEADER },
      },
    },
  };
}

function securityOf(contract: Contract, gatewayId: keyof typeof GATEWAYS): JsonSchema[] {
  const gateway = GATEWAYS[gatewayId];
  const app = gateway.credential === 'appHeader' ? [{ appToken: [] }] : [];
  if (contract.auth === 'none') return app;
  return [
    { sessionCookie: [], ...(app[0] ?? {}) },
    { bearer: [], ...(app[0] ?? {}) },
  ];
}
