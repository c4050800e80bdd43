import { patternFor } from './params';

export type CompiledPattern = { regex: RegExp; params: string[] };

const TOKEN = /\{(\w+)(?::(\w+))?(\?)?\}/g;

/**
 * Compiles a route pattern of spec §2 into a regular expression. `{name}` is a parameter (its rule from
 * params.ts), `{name:rule}` names the rule, `/{name?}` is an optional segment; everything else is literal.
 * `{name}{productId}.html` works because a parameter followed by literal text takes the shortest run.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const params: string[] = [];
  let source = '';
  let last = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    const [whole, name = '', rule, optional] = match;
    const start = match.index ?? 0;
    let literal = pattern.slice(last, start);
    const end = start + whole.length;
    const followedByLiteral = end < pattern.length && pattern[end] !== '/';
    const fragment = `(?<${name}>${patternFor(name, rule, followedByLiteral)})`;
    if (optional) {
      // an optional parameter takes its leading slash with it
      if (!literal.endsWith('/')) throw new Error(`optional parameter ${name} must follow a slash in ${pattern}`);
      literal = literal.slice(0, -1);
      source += escape(literal) + `(?:/${fragment})?`;
    } else {
      source += escape(literal) + fragment;
    }
    params.push(name);
    last = end;
  }
  source += escape(pattern.slice(last));
  return { regex: new RegExp(`^${source}$`), params };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The parameters of a path under a compiled pattern, or undefined when it does not match. */
export function matchPattern(compiled: CompiledPattern, path: string): Record<string, string> | undefined {
  const match = compiled.regex.exec(path);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  for (const name of compiled.params) {
    const value = match.groups?.[name];
    if (value !== undefined) params[name] = value;
  }
  return params;
}
