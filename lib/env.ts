import { z } from 'zod';

/** The development default of UNSUBSCRIBE_SECRET: refused where APP_ENV is production. */
export const DEV_UNSUBSCRIBE_SECRET = 'sourcefair-dev-unsubscribe-secret-not-for-production';
/** The development default of CAPTCHA_SECRET: refused where APP_ENV is production. */
export const DEV_CAPTCHA_SECRET = 'sourcefair-dev-captcha-secret-not-for-production';

/** A comma-separated list of domain names, lowercased, without a leading dot. */
function domainList(value: string): string[] {
  return value
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
}

/**
 * Every environment variable the application reads, parsed once. Nothing else reads process.env
 * (the launch scripts under scripts/ set these before the application starts).
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // the server's log lines from this level up (lib/log/logger.ts)
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where this deployment runs; `production` hides what spec §6 keeps out of production (badge download). */
    APP_ENV: z.enum(['production', 'staging', 'development']).default('development'),
    /** Any PostgreSQL 15 or newer. The project's scripts fill it in with the embedded server when unset. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    /** Shared state of several instances (rate limits); without it each process keeps its own. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /**
     * spec §7: the fixed application tokens the expo, homelife and micro-service gateways accept (comma
     * separated). They identify the web client and the native app; they are not secrets.
     */
    GATEWAY_APP_TOKENS: z
      .string()
      .default('sourcefair-web,sourcefair-app')
      .transform((v) =>
        v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    /**
     * How many proxies in front of the site append to X-Forwarded-For: the client address is the entry
     * that many places left of the last, which server/serve.mjs appends for the connection itself (0: no
     * proxy, the connection is the client; deploy/ sets 1 for nginx).
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    /** Origins besides the site's own that may make state-changing API calls (comma separated). */
    API_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((t) => t.trim().toLowerCase())
          .filter(Boolean),
      ),
    API_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
    API_RATE_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    API_RATE_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Answers that tell whether an e-mail is registered (memberCheck, registration), a minute per address. */
    API_RATE_REGISTRATION_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Failed sign-ins an hour from one address, over every account, before the address is refused. */
    SIGNIN_FAILURES_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(50),
    /** Customer-service messages an hour from one address (lib/support/rules.ts `perAddressHour`). */
    SUPPORT_MESSAGES_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(5),
    /** smtp(s)://user:password@host:port: mail is delivered through it; without it mail stays in the outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Sourcefair <no-reply@sourcefair.test>'),
    /** The operator named in the privacy policies (spec §2 policy pages) as controller, and its postal address. */
    OPERATOR_NAME: z.string().min(1).default('Sourcefair Marketplace Ltd.'),
    OPERATOR_ADDRESS: z.string().min(1).default('1 Harbour Road, Wan Chai, Hong Kong'),
    /** The address the policies give for data protection requests. */
    PRIVACY_EMAIL: z.email().default('privacy@sourcefair.test'),
    /** Where messages from the customer-service form go (the operator's inbox, through the outbox). */
    SUPPORT_INBOX: z.email().default('support@sourcefair.test'),
    /** spec §2 {buyerSite}: a buyer back office of its own; without it the buyer area is this site's own pages. */
    BUYER_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** spec §3 social sign-in: each provider is on when its issuer (OpenID discovery), client id and secret are set. */
    OAUTH_GOOGLE_ISSUER: z.url().optional(),
    OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OAUTH_FACEBOOK_ISSUER: z.url().optional(),
    OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    OAUTH_LINKEDIN_ISSUER: z.url().optional(),
    OAUTH_LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
    /**
     * `npm run demo` (and the e2e suite) set 1: the seed adds the demo accounts and /mailbox shows the
     * outbox. Never set it where real people sign in: the mailbox shows everyone's reset links.
     */
    DEMO_MODE: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    /**
     * The demo only: the address whose country every visitor appears to come from (spec §1 consent:
     * 85.214.132.117 is in Germany), to see the cookie banner on a local machine. Needs DEMO_MODE; refused
     * in production. Tests choose the address through a trusted proxy instead (TRUSTED_PROXY_HOPS).
     */
    DEMO_VISITOR_ADDRESS: z.union([z.ipv4(), z.ipv6()]).optional(),
    /**
     * spec §7 outbound links: the product's own domains (comma separated; a domain covers its subdomains).
     * A link there gets the visitor's `lang`, and /link/{transfer} may send a visitor there.
     */
    OWN_DOMAINS: z.string().default('sourcefair.com').transform(domainList),
    /** Other sites /link/{transfer} may send a visitor to (partners, exhibition organisers); none by default. */
    OUTBOUND_DOMAINS: z.string().default('').transform(domainList),
    /** The local-disk object storage of uploaded files (lib/uploads/storage.ts), relative to the working directory or absolute. */
    UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
    /** Files one account may upload an hour (buyers and suppliers alike). */
    UPLOAD_RATE_PER_HOUR: z.coerce.number().int().min(1).default(120),
    /** Signs the unsubscribe links of mails (lib/accounts/unsubscribe.ts); production must set its own. */
    UNSUBSCRIBE_SECRET: z.string().min(32).default(DEV_UNSUBSCRIBE_SECRET),
    /** Signs the public forms' proof-of-work challenges (lib/captcha/service.ts); production must set its own. */
    CAPTCHA_SECRET: z.string().min(32).default(DEV_CAPTCHA_SECRET),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === 'production' && env.UNSUBSCRIBE_SECRET === DEV_UNSUBSCRIBE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['UNSUBSCRIBE_SECRET'], message: 'set a secret of its own in production' });
    }
    if (env.APP_ENV === 'production' && env.CAPTCHA_SECRET === DEV_CAPTCHA_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_SECRET'], message: 'set a secret of its own in production' });
    }
    // the demo accounts' passwords are in README.md, and /mailbox shows everyone's mail
    if (env.APP_ENV === 'production' && env.DEMO_MODE) {
      ctx.addIssue({ code: 'custom', path: ['DEMO_MODE'], message: 'demo mode is refused in production' });
    }
    if (env.DEMO_VISITOR_ADDRESS && !env.DEMO_MODE) {
      ctx.addIssue({ code: 'custom', path: ['DEMO_VISITOR_ADDRESS'], message: 'only with DEMO_MODE=1' });
    }
  });

export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

/** The parsed environment; the first call validates it and fails with a readable list of problems. */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
  if (parsed && source === process.env) return parsed;
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  if (source === process.env) parsed = result.data;
  return result.data;
}

/** Forget the parsed environment (tests that point the application at another database). */
export function resetEnvForTests(): void {
  parsed = undefined;
}
