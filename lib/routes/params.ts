/**
 * spec §2 "Route building rules" and the enumerations of §2-§5: what each route parameter may be.
 * A parameter not listed here is one path segment (or, followed by literal text, the shortest run).
 */
/** spec §2 route rule: a keyword is lowercase letters and digits with single dashes between them. */
export const KEYWORD_SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

export const PARAM_PATTERNS: Record<string, string> = {
  pageNo: '[1-9][0-9]*', // spec §5 positive integer: digits not starting with 0
  exhibitionId: '[0-9]+',
  productId: '[0-9]+',
  supplierId: '[0-9]+',
  categoryId: '[0-9]+',
  liveId: '[0-9]+',
  rfqId: '[0-9]+',
  newsId: '[0-9]+',
  promotionId: '[0-9]+',
  industryContentId: '[0-9]+',
  id: '[0-9]+',
  t1id: '[0-9]+',
  websiteAbbr: '[a-z]{2}',
  websiteEnName: '[a-z]+',
  website: '[a-z]+',
  category: '[a-z0-9-]+',
  keyword: '[a-z0-9-]+',
  keywordSlug: KEYWORD_SLUG,
  pageId: '[a-z0-9]+',
  promotionTheme: '[a-z][a-z0-9-]*?',
  industryAbbr: '[A-Za-z]+',
  expo: '[a-z]+', // an exhibition type (spec §3), lowercased when read
  favoriteType: 'exhibitorCard|exhibitor|product',
  preRegisterStatus: 'preregister|success|finish|preRegsiter', // spec §4 spelling kept
  newsType: 'expo|industry',
  showroomRoom: 'showroom|hots|aggregate',
  showroomKey: '[A-Z0-9]', // spec §5 showroom keyword: one letter A-Z or 0-9
  viewType: 'buyer|supplier',
  provider: 'linkedin|facebook|google',
  transfer: '[A-Za-z0-9_-]{1,2048}', // base64url of the destination (lib/links/outbound.ts)
};

/** The pattern of a parameter name; a name may carry its rule after a colon (`{type:favoriteType}`). */
export function patternFor(name: string, rule: string | undefined, followedByLiteral: boolean): string {
  const known = PARAM_PATTERNS[rule ?? name];
  // followed by more text ({category}{categoryId}), a repeated pattern takes the shortest run
  if (known) return followedByLiteral && /[+*]$/.test(known) ? `${known}?` : known;
  return followedByLiteral ? '[^/]*?' : '[^/]+';
}
