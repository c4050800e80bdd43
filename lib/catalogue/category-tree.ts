/** The category tree of spec §3 (industry > level 2 > level 3) as plain nodes, and pure look-ups on it. */
import { readId } from '@/lib/routes/query';
import { categoryKey } from './list-routes';

export type CategoryNode = {
  id: number;
  parentId: number | null;
  level: number;
  slug: string;
  name: string;
  productCount: number;
  children: CategoryNode[];
};

export type CategoryRowInput = Omit<CategoryNode, 'children'> & { sort: number };

/** Rows in any order to a forest of industries, children in their `sort` order. */
export function buildCategoryTree(rows: readonly CategoryRowInput[]): CategoryNode[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const nodes = new Map<number, CategoryNode>();
  for (const { sort: _sort, ...row } of sorted) nodes.set(row.id, { ...row, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === null) roots.push(node);
  }
  return roots;
}

/** A category and the trail from its industry down to it; undefined when the id is unknown. */
export function findCategory(
  tree: readonly CategoryNode[],
  id: number,
): { node: CategoryNode; trail: CategoryNode[] } | undefined {
  for (const node of tree) {
    if (node.id === id) return { node, trail: [node] };
    const inner = findCategory(node.children, id);
    if (inner) return { node: inner.node, trail: [node, ...inner.trail] };
  }
  return undefined;
}

/** The category and every category below it (spec: a category's list includes its descendants). */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

/** spec §2 /categories/{defaultCategory}: an industry by its id or its lowercase slug key. */
export function findIndustry(tree: readonly CategoryNode[], key: string): CategoryNode | undefined {
  const id = readId(key);
  if (id !== undefined) return tree.find((n) => n.id === id);
  return tree.find((n) => industryKey(n) === key);
}

/** The lowercase key of an industry in /categories/{defaultCategory} (`Home-Garden_` → `home-garden`). */
export function industryKey(node: Pick<CategoryNode, 'slug'>): string {
  return categoryKey(node.slug);
}
