import type { z } from 'zod';
import type { Caller } from '@/lib/accounts/session';
import type { DeviceClass } from '@/lib/device/detect';
import type { Locale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/sites/resolve';
import type { Contract } from './contract';
import type { Envelope } from './envelope';
import type { GatewayDefinition } from './gateways';

/** What a handler knows of its call, resolved and checked by the gateway wrapper. */
export type CallContext = {
  request: Request;
  gateway: GatewayDefinition;
  envelope: Envelope;
  locale: Locale;
  site: Site;
  /** The signed-in person, when the contract reads one and a valid session was presented. */
  caller: Caller | null;
  /** The token that identified the caller (for logout). */
  sessionToken: string | null;
  ip: string | null;
  deviceClass: DeviceClass;
  /** Adds a Set-Cookie header to a successful answer (the session cookie at sign-in). */
  setCookie: (cookie: string) => void;
};

export type Handler<C extends Contract> = (
  data: z.output<C['data']>,
  context: CallContext,
) => Promise<z.input<C['response']>>;

export function defineHandler<C extends Contract>(_contract: C, handler: Handler<C>): Handler<C> {
  return handler;
}
