import { href, type HrefOptions } from '@/lib/routes/href';

/**
 * spec §2 policy pages: the privacy policy at /privacy-policy.html (the EU's GDPR, also for every country
 * without its own version) and its two country variants at /privacy-policy-{website}.html, Türkiye (KVKK)
 * and Japan (APPI), where {website} is the country site's code. docs/decisions/0159.
 */
export const POLICY_WEBSITES = ['tr', 'jp'] as const;
export type PolicyWebsite = (typeof POLICY_WEBSITES)[number];
export type PolicyVariant = 'default' | PolicyWebsite;

export function isPolicyWebsite(value: string): value is PolicyWebsite {
  return (POLICY_WEBSITES as readonly string[]).includes(value);
}

/** The day the policies' text last changed: shown on them and in the sitemaps. */
export const POLICY_UPDATED = '2026-12-07';

/** A section of a policy: its title and body in the `policies` messages under this key. */
export type PolicySection =
  | 'section.controller'
  | 'section.covers'
  | 'section.collect'
  | 'section.cookies'
  | 'section.retention'
  | 'section.security'
  | 'section.children'
  | 'section.changes'
  | 'section.contact'
  | 'gdpr.purposes'
  | 'gdpr.recipients'
  | 'gdpr.transfers'
  | 'gdpr.rights'
  | 'kvkk.controller'
  | 'kvkk.method'
  | 'kvkk.purposes'
  | 'kvkk.transfers'
  | 'kvkk.rights'
  | 'kvkk.apply'
  | 'appi.operator'
  | 'appi.purposes'
  | 'appi.thirdParties'
  | 'appi.foreign'
  | 'appi.external'
  | 'appi.measures'
  | 'appi.requests';

/** Each variant's sections in order: what all share, and what each law asks to be said its own way. */
export const POLICY_SECTIONS: Record<PolicyVariant, readonly PolicySection[]> = {
  default: [
    'section.controller',
    'section.covers',
    'section.collect',
    'gdpr.purposes',
    'section.cookies',
    'gdpr.recipients',
    'gdpr.transfers',
    'section.retention',
    'gdpr.rights',
    'section.security',
    'section.children',
    'section.changes',
    'section.contact',
  ],
  tr: [
    'kvkk.controller',
    'section.covers',
    'section.collect',
    'kvkk.method',
    'kvkk.purposes',
    'section.cookies',
    'kvkk.transfers',
    'section.retention',
    'kvkk.rights',
    'kvkk.apply',
    'section.security',
    'section.children',
    'section.changes',
    'section.contact',
  ],
  jp: [
    'appi.operator',
    'section.covers',
    'section.collect',
    'appi.purposes',
    'section.cookies',
    'appi.external',
    'appi.thirdParties',
    'appi.foreign',
    'section.retention',
    'appi.measures',
    'appi.requests',
    'section.children',
    'section.changes',
    'section.contact',
  ],
};

/** A variant's path (under the site's deploy path when `options.site` is given). */
export function policyHref(variant: PolicyVariant, options?: HrefOptions): string {
  return variant === 'default'
    ? href('privacyPolicy', {}, options)
    : href('privacyPolicySite', { website: variant }, options);
}

/** The variant a site shows first (its footer's link): a country site with its own version gets it. */
export function siteVariant(siteCode: string): PolicyVariant {
  return isPolicyWebsite(siteCode) ? siteCode : 'default';
}

/**
 * A policy body as its messages write it: blocks separated by a blank line; a block whose lines all
 * start with "- " is a list. tests/contracts/policy-messages.test.ts holds every language to English's
 * shape.
 */
export type PolicyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function policyBlocks(body: string): PolicyBlock[] {
  return body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}
