import type { IndustryTree } from '@/lib/reference/schemas';
import { ACCOUNT_LIMITS } from '@/lib/accounts/rules';

export type TagOption = { code: string; name: string };

/** Every tag of the cateAndTag tree (industry > level-2 category > tags), once per code. */
export function flattenTags(tree: readonly IndustryTree[]): TagOption[] {
  const seen = new Map<string, TagOption>();
  for (const industry of tree) {
    for (const category of industry.children) {
      for (const tag of category.tags) if (!seen.has(tag.code)) seen.set(tag.code, { code: tag.code, name: tag.name });
    }
  }
  return [...seen.values()];
}

/**
 * spec §5 tag search: the keyword is cut to 200 characters; matching is case-insensitive and fuzzy (the
 * keyword's characters appear in order); substring matches come first; at most 10 suggestions.
 */
export function searchTags(
  options: readonly TagOption[],
  keyword: string,
  exclude: readonly string[] = [],
): TagOption[] {
  const needle = keyword.slice(0, ACCOUNT_LIMITS.tagSearchMax).trim().toLowerCase();
  if (!needle) return [];
  const scored: { option: TagOption; score: number }[] = [];
  for (const option of options) {
    if (exclude.includes(option.code)) continue;
    const name = option.name.toLowerCase();
    const at = name.indexOf(needle);
    if (at >= 0) scored.push({ option, score: at });
    else if (isSubsequence(needle, name)) scored.push({ option, score: 1000 });
  }
  scored.sort((a, b) => a.score - b.score || a.option.name.localeCompare(b.option.name));
  return scored.slice(0, ACCOUNT_LIMITS.tagSuggestions).map((s) => s.option);
}

function isSubsequence(needle: string, haystack: string): boolean {
  let i = 0;
  for (const ch of haystack) {
    if (ch === needle[i]) i += 1;
    if (i === needle.length) return true;
  }
  return false;
}
