import fc from 'fast-check';
import type { z } from 'zod';
import type { Contract } from '@/lib/api/contract';
import { CONTRACTS, type ContractId } from '@/lib/api/contracts';
import {
  APP_TOKEN_HEADER,
  GATEWAYS,
  IDEMPOTENCY_KEY_HEADER,
  OUTCOME_STATUS,
  OUTCOMES,
  type GatewayId,
} from '@/lib/api/gateways';
import { SESSION_COOKIE } from '@/lib/accounts/cookie';

/**
 * Requests for every API operation, derived from its contract's schema, and the raw-body mutations a
 * hostile client sends; shared by tests/integration/api-fuzz.test.ts (bounded, in the suite) and
 * bench/fuzz-api.ts (10,000 a operation, by hand). An answer passes when it is not a 5xx and is the
 * gateway's envelope with the status of its code.
 */

/** One operation: a contract on one of its gateways. */
export type Operation = { id: ContractId; contract: Contract; gateway: GatewayId };

export function operations(): Operation[] {
  return (Object.keys(CONTRACTS) as ContractId[]).flatMap((id) => {
    const contract: Contract = CONTRACTS[id];
    return contract.gateways.map((gateway) => ({ id, contract, gateway }));
  });
}

/** What a request is made of before it becomes a Request. */
export type FuzzRequest = {
  method: string;
  /** The path under the gateway (the catch-all's segments). */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Which mutation made it, for the report. */
  kind: string;
};

/**
 * Sessions to call with (the handler is only reached with the right person) and ids of rows that exist
 * (products, suppliers, categories ...), so generated requests get past the services' lookups.
 */
export type Credentials = { buyer: string; supplier: string; appToken: string; ids: readonly number[] };

const HUGE = 'x'.repeat(60_000);
/** Text a hostile client puts in any string field. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202Eevil',
  '\r\nSet-Cookie: x=1',
  '\u0007\u001b[31m',
  '__proto__',
  'constructor',
  "'; DROP TABLE accounts; --",
  '%00%ZZ%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '💡'.repeat(300),
  '9'.repeat(400),
  '-1',
  'NaN',
  HUGE,
];

const PROTO_PAYLOADS = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"__proto__":null}',
];

type Def = Record<string, unknown> & { type: string };
type Bag = { minimum?: number; maximum?: number; patterns?: Set<RegExp>; format?: string };

const defOf = (schema: unknown): Def => (schema as z.core.$ZodType)._zod.def as unknown as Def;
const bagOf = (schema: unknown): Bag => (schema as z.core.$ZodType)._zod.bag as Bag;
const json = (depth = 2) => fc.jsonValue({ maxDepth: depth });

function patternArb(pattern: RegExp): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return undefined; // a construct fast-check cannot generate from (a lookahead)
  }
}

function stringArb(schema: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  const max = Math.min(bag.maximum ?? 80, 300);
  const min = Math.min(bag.minimum ?? 0, max);
  const fitting: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'binary' }),
  ];
  const format = typeof def.format === 'string' ? def.format : bag.format;
  if (format === 'email') fitting.push(fc.emailAddress());
  if (format === 'uuid' || format === 'guid') fitting.push(fc.uuid());
  if (format === 'url') fitting.push(fc.webUrl());
  if (format === 'date') fitting.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (format === 'ipv4') fitting.push(fc.ipV4());
  if (format === 'ipv6') fitting.push(fc.ipV6());
  for (const pattern of bag.patterns ?? []) {
    const arb = patternArb(pattern);
    if (arb) fitting.push(arb.filter((s) => s.length <= Math.max(max, 16)));
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...fitting) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), json(1)) },
  );
}

function numberArb(schema: unknown): fc.Arbitrary<unknown> {
  const bag = bagOf(schema);
  const min = Math.max(bag.minimum ?? -1_000_000, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(bag.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53, 2 ** 63, Number.MIN_VALUE, 12.055),
    },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null), fc.boolean()) },
  );
}

/**
 * Values shaped like a schema: mostly what it takes, often what it must refuse (hostile text, numbers
 * out of range, wrong types, extra keys). Depth-limited for recursive schemas.
 */
export function arbitraryOf(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const def = defOf(schema);
  const inner = (child: unknown) => arbitraryOf(child, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArb(schema);
    case 'number':
      return numberArb(schema);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 1, null));
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.oneof(fc.constantFrom(...(def.values as unknown[])), fc.string({ maxLength: 8 }));
    case 'enum':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 12)) },
      );
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      const model = Object.fromEntries(keys.map((key) => [key, inner(shape[key])]));
      const requiredKeys = keys.filter((key) => (shape[key] as z.core.$ZodType)._zod.optin !== 'optional');
      const record = fc.record(model, { requiredKeys });
      return fc.oneof(
        { weight: 8, arbitrary: record },
        { weight: 1, arbitrary: record.map((value) => ({ ...value, unexpected: 1 })) },
        { weight: 1, arbitrary: json(2) },
      );
    }
    case 'array': {
      const bag = bagOf(schema);
      const maxLength = Math.min((bag.maximum ?? 6) + 1, 12);
      return fc.oneof(
        { weight: 8, arbitrary: fc.array(inner(def.element), { maxLength }) },
        { weight: 1, arbitrary: json(1) },
      );
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'record':
      return fc.oneof(
        { weight: 6, arbitrary: fc.dictionary(fc.string({ maxLength: 70 }), inner(def.valueType), { maxKeys: 22 }) },
        { weight: 1, arbitrary: fc.constantFrom(...PROTO_PAYLOADS).map((text) => JSON.parse(text) as unknown) },
      );
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      // the value sent is what the pipe's first schema reads (a preprocess reads anything)
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return json(2);
  }
}

/** A day some days ahead (YYYY-MM-DD): inside the meeting window and a quotation's validity. */
const SOON = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

/** Text the fields of the contracts take; each string schema is offered those it accepts. */
const TYPICAL_TEXT = [
  'sales@acme-trading.de',
  'secret12',
  'Acme GmbH',
  'Anna Schmidt',
  'LED panel lights',
  'Double wall, 500 ml, logo printed, gift box: 2,000 pieces a month, samples first.',
  'piece',
  'DE',
  'de',
  'en',
  '+49',
  '49',
  '170 1234567',
  SOON,
  '10:00',
  'Europe/Berlin',
  '1001',
  '12',
  'home',
  'click',
  'product',
  'led lamp',
  'https://acme.example',
  '80.128.0.1',
  '550e8400-e29b-41d4-a716-446655440000',
  'One-Click',
  'x'.repeat(43),
];

type ParseProbe = { safeParse: (value: unknown) => { success: boolean } };
const accepts = (schema: unknown, value: unknown) => (schema as ParseProbe).safeParse(value).success;

/**
 * Values a schema accepts, as far as a leaf can tell (refinements across fields and rows that must exist
 * are the services' to check): the base a hostile field is put into.
 */
export function validArbitraryOf(schema: unknown, ids: readonly number[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const def = defOf(schema);
  const inner = (child: unknown) => validArbitraryOf(child, ids, depth + 1);
  switch (def.type) {
    case 'string': {
      const options: fc.Arbitrary<unknown>[] = [];
      const typical = TYPICAL_TEXT.filter((text) => accepts(schema, text));
      if (typical.length) options.push(fc.constantFrom(...typical));
      // fresh addresses, so a registration is not refused for an address taken by the run before
      if (accepts(schema, 'fuzz1@example.com')) options.push(fc.nat().map((n) => `fuzz${n}@example.com`));
      const digits = ids.map(String).filter((id) => accepts(schema, id));
      if (digits.length) options.push(fc.constantFrom(...digits));
      return options.length ? fc.oneof(...options) : stringArb(schema);
    }
    case 'number': {
      const numbers = [...ids, 1, 2, 3, 10, 30, 100, 500, 2000].filter((n) => accepts(schema, n));
      return numbers.length ? fc.constantFrom(...numbers) : numberArb(schema);
    }
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      const requiredKeys = keys.filter((key) => (shape[key] as z.core.$ZodType)._zod.optin !== 'optional');
      return fc.record(Object.fromEntries(keys.map((key) => [key, inner(shape[key])])), { requiredKeys });
    }
    case 'array': {
      const bag = bagOf(schema);
      // short lists: every item must name a row that exists (an upload, a product)
      const minLength = Math.min(bag.minimum ?? 0, 3);
      return fc.array(inner(def.element), { minLength, maxLength: Math.max(minLength, 1) });
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(fc.constantFrom('route', 'promotionId', 'name'), inner(def.valueType), { maxKeys: 3 });
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 2 });
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return arbitraryOf(schema, depth);
  }
}

/** Text PostgreSQL refuses or alters, put into one field of an otherwise acceptable request. */
export const UNSTORABLE = ['\u0000', '\uD800', '\uDFFF', '\uDBFF\uDBFF'];

/** The value with its `pick`th string (or record key) carrying unstorable text. */
export function withUnstorableLeaf(value: unknown, pick: number): unknown {
  const leaves: { set: (text: string) => void; text: string }[] = [];
  const visit = (node: unknown, set: (next: unknown) => void) => {
    if (typeof node === 'string') leaves.push({ set: (text) => set(text), text: node });
    else if (Array.isArray(node)) node.forEach((item, i) => visit(item, (next) => (node[i] = next)));
    else if (node && typeof node === 'object') {
      const object = node as Record<string, unknown>;
      for (const key of Object.keys(object)) {
        visit(object[key], (next) => (object[key] = next));
        leaves.push({
          text: key,
          set: (text) => {
            object[text] = object[key];
            delete object[key];
          },
        });
      }
    }
  };
  const copy = structuredClone(value);
  let root = copy;
  visit(copy, (next) => (root = next));
  const leaf = leaves[pick % Math.max(leaves.length, 1)];
  const bad = UNSTORABLE[pick % UNSTORABLE.length] ?? '\u0000';
  if (leaf) leaf.set(`${leaf.text.slice(0, 4)}${bad}${leaf.text.slice(4)}`);
  return root;
}

/** A well-formed envelope of the gateway's kind around `data`, the credential its contract needs. */
function envelopeArb(op: Operation, data: fc.Arbitrary<unknown>, credentials: Credentials): fc.Arbitrary<unknown> {
  const gateway = GATEWAYS[op.gateway];
  const token =
    gateway.credential === 'appEnvelope'
      ? fc.constant(credentials.appToken)
      : fc.constantFrom(undefined, undefined, undefined, 'forged-token-forged-token', '\u0000');
  const site =
    gateway.envelope === 'buyer'
      ? fc.record({ websiteId: fc.constantFrom(undefined, 1001, '1001', 999999, -1, 'x') }, { requiredKeys: [] })
      : fc.record({ siteId: fc.constantFrom(undefined, 1001, 0), country: fc.constantFrom(undefined, 'DE', '\u0000') });
  return fc
    .record({
      data,
      lang: fc.constantFrom(undefined, 'en', 'de', 'ar', 'zh', 'xx', '\u0000', 'id_ID'),
      token,
      site,
      appVersion: fc.constantFrom(undefined, '1.0.0', HUGE.slice(0, 40)),
      time: fc.constantFrom(undefined, Date.now(), 'yesterday', -5),
    })
    .map(({ site: siteFields, ...rest }) => {
      const out: Record<string, unknown> = { ...rest, ...siteFields };
      for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
      return out;
    });
}

/** The envelope a well-behaved client sends. */
function cleanEnvelopeArb(op: Operation, data: fc.Arbitrary<unknown>, credentials: Credentials): fc.Arbitrary<unknown> {
  const gateway = GATEWAYS[op.gateway];
  return data.map((value) => ({
    data: value,
    lang: 'en',
    ...(gateway.envelope === 'buyer' ? { websiteId: 1001 } : { siteId: 1001 }),
    ...(gateway.credential === 'appEnvelope' && { token: credentials.appToken }),
  }));
}

/** The headers a well-behaved client sends, as the person its contract needs. */
function cleanHeaders(op: Operation, credentials: Credentials, ip: () => string): Record<string, string> {
  const session =
    op.contract.auth === 'supplier'
      ? credentials.supplier
      : op.contract.auth === 'none'
        ? undefined
        : credentials.buyer;
  return {
    'content-type': 'application/json',
    'x-forwarded-for': ip(),
    ...(session && { cookie: `${SESSION_COOKIE}=${session}` }),
    ...(GATEWAYS[op.gateway].credential === 'appHeader' && { [APP_TOKEN_HEADER]: credentials.appToken }),
  };
}

/** The headers of a call: an address of its own (no rate limit shared), the person its contract needs. */
function headersArb(op: Operation, credentials: Credentials, ip: () => string): fc.Arbitrary<Record<string, string>> {
  const session =
    op.contract.auth === 'supplier'
      ? credentials.supplier
      : op.contract.auth === 'buyer' || op.contract.auth === 'optional'
        ? credentials.buyer
        : undefined;
  return fc
    .record({
      cookie: fc.constantFrom(
        session ? `${SESSION_COOKIE}=${session}` : undefined,
        session ? `${SESSION_COOKIE}=${session}` : undefined,
        `${SESSION_COOKIE}=%ZZ%`,
        undefined,
      ),
      idempotency: fc.constantFrom(undefined, undefined, 'k-1234567890abcdef', 'short', 'x'.repeat(300)),
      origin: fc.constantFrom(undefined, undefined, 'https://evil.example', 'null'),
    })
    .map(({ cookie, idempotency, origin }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': ip() };
      if (cookie) headers.cookie = cookie;
      if (idempotency) headers[IDEMPOTENCY_KEY_HEADER] = idempotency;
      if (origin) headers.origin = origin;
      if (GATEWAYS[op.gateway].credential === 'appHeader') headers[APP_TOKEN_HEADER] = credentials.appToken;
      return headers;
    });
}

/** A request as a client of the contract would send it, with values from its schema. */
function schemaRequestArb(
  op: Operation,
  credentials: Credentials,
  ip: () => string,
  data: fc.Arbitrary<unknown> = arbitraryOf(op.contract.data),
  kind = 'schema',
): fc.Arbitrary<FuzzRequest> {
  const methods = op.contract.methods;
  // an acceptable request comes in a clean envelope from the right person; the others get anything
  const clean = kind !== 'schema';
  return fc
    .record({
      envelope: clean ? cleanEnvelopeArb(op, data, credentials) : envelopeArb(op, data, credentials),
      headers: clean ? fc.constant(null).map(() => cleanHeaders(op, credentials, ip)) : headersArb(op, credentials, ip),
      method: fc.constantFrom(...methods),
    })
    .map(({ envelope, headers, method }) => {
      if (method !== 'GET')
        return { method, path: op.contract.path, query: {}, headers, body: JSON.stringify(envelope), kind };
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries(envelope as Record<string, unknown>)) {
        query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
      }
      const { 'content-type': _type, ...rest } = headers;
      return { method, path: op.contract.path, query, headers: rest, kind: `${kind}-get` };
    });
}

const BAD_QUERIES: Record<string, string>[] = [
  { data: '%ZZ' },
  { data: '{"a":' },
  { device: '[1]' },
  { websiteId: '\u0000' },
];

/** Deeply nested JSON within the body limit. */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Replaces one string value of a JSON text with a hostile one, escaped as a client would write it. */
function withStringReplaced(body: string, replacement: string): string {
  const at = body.indexOf('":"');
  if (at === -1) return body.replace(/\}$/, `,"extra":${JSON.stringify(replacement)}}`);
  const end = body.indexOf('"', at + 3);
  return `${body.slice(0, at + 2)}${JSON.stringify(replacement)}${body.slice(end + 1)}`;
}

/** The raw mutations: what no well-behaved client sends. */
function rawRequestArb(op: Operation, credentials: Credentials, ip: () => string): fc.Arbitrary<FuzzRequest> {
  const base = schemaRequestArb(op, credentials, ip).filter((r) => r.method !== 'GET');
  type Mutation = (request: FuzzRequest, pick: number) => FuzzRequest;
  const mutations: Record<string, Mutation> = {
    truncatedJson: (r, pick) => ({ ...r, body: String(r.body).slice(0, Math.max(1, pick % String(r.body).length)) }),
    notJson: (r, pick) => ({
      ...r,
      body: ["{'data':1}", '{"data":NaN}', '{"data":1,}', 'data=1', '\u0000', '[]x'][pick % 6],
    }),
    notAnObject: (r, pick) => ({ ...r, body: ['[1,2]', '"text"', '5', 'null', 'true', '[]'][pick % 6] }),
    dataWrongType: (r, pick) => ({
      ...r,
      body: withData(r, ['[]', '"text"', '0', 'true', '[{"a":1}]', '-1e999'][pick % 6] ?? '[]'),
    }),
    hugeField: (r) => ({ ...r, body: withStringReplaced(String(r.body), HUGE) }),
    bodyOverLimit: (r) => ({ ...r, body: `{"data":{"x":"${'y'.repeat(70_000)}"}}` }),
    nulEscaped: (r) => ({ ...r, body: withStringReplaced(String(r.body), 'text\u0000text') }),
    loneSurrogate: (r, pick) => ({
      ...r,
      body: withStringReplaced(String(r.body), pick % 2 ? 'text\uD800' : '\uDC00text'),
    }),
    invalidUtf8: (r) => {
      const bytes = Buffer.from(String(r.body));
      const out = new Uint8Array(new ArrayBuffer(bytes.length + 2));
      out.set(bytes.subarray(0, 1));
      out.set([0xff, 0xc0], 1);
      out.set(bytes.subarray(1), 3);
      return { ...r, body: out };
    },
    prototypeKeys: (r, pick) => {
      const payload = PROTO_PAYLOADS[pick % PROTO_PAYLOADS.length] ?? '{}';
      const text = String(r.body);
      return pick % 2
        ? { ...r, body: `{"__proto__":${payload},${text.slice(1)}` }
        : { ...r, body: withData(r, payload) };
    },
    deepNesting: (r, pick) => ({ ...r, body: withData(r, pick % 2 ? deepArray(30_000) : deepObject(10_000)) }),
    contentType: (r, pick) => {
      const type = [
        'text/html',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        '',
        'application/json; charset=utf-16',
        'APPLICATION/JSON',
      ][pick % 6];
      const { 'content-type': _type, ...rest } = r.headers;
      return { ...r, headers: type ? { ...rest, 'content-type': type } : rest };
    },
    method: (r, pick) => {
      const method = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'GET'][pick % 5] ?? 'PUT';
      return method === 'GET' ? { ...r, method, body: undefined, query: { data: '{bad' } } : { ...r, method };
    },
    query: (r, pick) => ({
      ...r,
      method: 'GET',
      body: undefined,
      query: BAD_QUERIES[pick % BAD_QUERIES.length] ?? {},
    }),
  };
  const names = Object.keys(mutations);
  return fc
    .record({ request: base, name: fc.constantFrom(...names), pick: fc.nat(1_000_000) })
    .map(({ request, name, pick }) => ({ ...(mutations[name]?.(request, pick) ?? request), kind: name }));
}

function withData(request: FuzzRequest, dataJson: string): string {
  const envelope = JSON.parse(String(request.body)) as Record<string, unknown>;
  const rest = JSON.stringify({ ...envelope, data: 0 });
  return rest.replace(/"data":0/, `"data":${dataJson}`);
}

/**
 * Requests for one operation: acceptable ones, acceptable ones with unstorable text in one field, values
 * anywhere in the schema's shape, and raw mutations.
 */
export function requestArb(op: Operation, credentials: Credentials, ip: () => string): fc.Arbitrary<FuzzRequest> {
  const valid = validArbitraryOf(op.contract.data, credentials.ids);
  const unstorable = fc.tuple(valid, fc.nat(1_000)).map(([value, pick]) => withUnstorableLeaf(value, pick));
  return fc.oneof(
    { weight: 2, arbitrary: schemaRequestArb(op, credentials, ip, valid, 'valid') },
    { weight: 3, arbitrary: schemaRequestArb(op, credentials, ip, unstorable, 'unstorable') },
    { weight: 3, arbitrary: schemaRequestArb(op, credentials, ip) },
    { weight: 2, arbitrary: rawRequestArb(op, credentials, ip) },
  );
}

/** The Request Next hands the catch-all route, and the gateway wrapper's answer to it. */
export async function send(op: Operation, request: FuzzRequest): Promise<Response> {
  const { handleGatewayRequest } = await import('@/lib/api/dispatch');
  const url = new URL(`http://localhost:3000${GATEWAYS[op.gateway].prefix}/${request.path}`);
  for (const [key, value] of Object.entries(request.query)) url.searchParams.set(key, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const outgoing = new Request(url, {
    method: request.method,
    headers: request.headers,
    ...(hasBody && request.body !== undefined && { body: request.body }),
  });
  return handleGatewayRequest(outgoing, op.gateway, request.path.split('/'));
}

/** Why an answer is not acceptable, or null: a 5xx, not JSON, not the envelope, or a status its code does not have. */
export async function problemWith(op: Operation, request: FuzzRequest, response: Response): Promise<string | null> {
  if (response.status >= 500) return `status ${response.status}`;
  // a one-click unsubscribe link opened in a browser is sent to the page that asks first
  if (op.contract.oneClick && request.method === 'GET' && response.status === 303) return null;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  const answer = body as Record<string, unknown>;
  if (typeof answer.success !== 'boolean' || typeof answer.msg !== 'string' || !('data' in answer)) {
    return `not an envelope: ${text.slice(0, 120)}`;
  }
  const codes = GATEWAYS[op.gateway].codes;
  const statuses = OUTCOMES.filter((outcome) => codes[outcome] === answer.code).map((o) => OUTCOME_STATUS[o]);
  if (!statuses.includes(response.status)) return `code ${String(answer.code)} with status ${response.status}`;
  if (answer.success !== (response.status === 200)) return `success ${String(answer.success)} with ${response.status}`;
  if (answer.msg === '') return 'an empty msg';
  return null;
}

/** A fresh address from 10.0.0.0/8 for each call, cycling so a long run keeps a bounded set of limiter keys. */
export function addressCycle(size = 60_000): () => string {
  let n = 0;
  return () => {
    n = (n + 1) % size;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}
