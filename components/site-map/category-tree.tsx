import { useTranslations } from 'next-intl';
import type { DeviceClass } from '@/lib/device/detect';
import { buildCategoryPath, type LinkContext } from '@/lib/links/build';
import type { CategoryNode } from '@/lib/seo/category-index';
import styles from './site-map.module.css';
import { countValues } from '@/lib/format/number';

type Props = {
  tree: CategoryNode[];
  links: LinkContext;
  device: DeviceClass;
  /** 2: industries and their categories; 3: the level-3 categories too. */
  depth: 2 | 3;
  headingLevel: 2 | 3;
};

/**
 * Industries with their categories, every name a category link (spec §2 link shape, deploy path
 * included). Desktop shows every industry open in columns; mobile folds each into a native disclosure.
 */
export function CategoryTree({ tree, links, device, depth, headingLevel }: Props) {
  const t = useTranslations('seo');
  if (tree.length === 0) return <p className={styles.empty}>{t('emptyCategories')}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.industries}>
      {tree.map((industry) => {
        const title = <a href={buildCategoryPath(industry, links)}>{industry.name}</a>;
        const list = <Children nodes={industry.children} links={links} depth={depth} />;
        return (
          <li key={industry.id} className={styles.industry}>
            {device === 'mobile' ? (
              <details>
                <summary className={styles.summary}>
                  <Heading className={styles.industryName}>{industry.name}</Heading>
                </summary>
                <p>{title}</p>
                {list}
              </details>
            ) : (
              <>
                <Heading className={styles.industryName}>{title}</Heading>
                {list}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Children({ nodes, links, depth }: { nodes: CategoryNode[]; links: LinkContext; depth: 2 | 3 }) {
  const tc = useTranslations('catalogue');
  return (
    <ul className={styles.children}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={buildCategoryPath(node, links)}>{node.name}</a>
          <span className={styles.count}>{tc('productCount', countValues({ count: node.productCount }))}</span>
          {depth === 3 && node.children.length > 0 && (
            <ul className={styles.grandchildren}>
              {node.children.map((leaf) => (
                <li key={leaf.id}>
                  <a href={buildCategoryPath(leaf, links)}>{leaf.name}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
