import { useTranslations } from 'next-intl';
import type { CategoryNode } from '@/lib/catalogue/category-tree';
import { industryKey } from '@/lib/catalogue/category-tree';
import { countValues, formatNumber } from '@/lib/format/number';
import { buildCategoryPath, type LinkContext } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import type { DeviceClass } from '@/lib/device/detect';
import styles from './category.module.css';

type Props = { tree: CategoryNode[]; selected?: CategoryNode; device: DeviceClass; links: LinkContext };

/** spec §2 /categories and /categories/{defaultCategory}: industries as sections, level 2 with level 3. */
export function CategoryOverview({ tree, selected, device, links }: Props) {
  const t = useTranslations('category');
  const shown = selected ? [selected] : tree;
  return (
    <div className={`${styles.page} ${styles[device]}`}>
      <h1 className={styles.heading}>{selected ? selected.name : t('overviewTitle')}</h1>
      {tree.length === 0 ? (
        <p className={styles.empty}>{t('emptyTree')}</p>
      ) : device === 'mobile' && !selected ? (
        <IndustryTiles tree={tree} links={links} />
      ) : (
        <div className={styles.layout}>
          <IndustryNav tree={tree} selected={selected} links={links} />
          <div className={styles.tree}>
            {shown.map((industry) => (
              <IndustrySection key={industry.id} industry={industry} links={links} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function IndustryNav({ tree, selected, links }: { tree: CategoryNode[]; selected?: CategoryNode; links: LinkContext }) {
  const t = useTranslations('category');
  return (
    <nav aria-label={t('industriesLabel')} className={styles.industryNav}>
      <ul>
        {tree.map((industry) => (
          <li key={industry.id}>
            <a
              href={href('categoriesDefault', { defaultCategory: industryKey(industry) }, { site: links })}
              aria-current={industry.id === selected?.id ? 'true' : undefined}
            >
              <span>{industry.name}</span>
              <span className={styles.count}>{formatNumber(industry.productCount)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One industry: its heading links to its own product list; level 2 with their level-3 children. */
export function IndustrySection({ industry, links }: { industry: CategoryNode; links: LinkContext }) {
  const t = useTranslations('catalogue');
  const id = `industry-${industry.id}`;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>
        <a href={buildCategoryPath(industry, links)} className={styles.link}>
          {industry.name}
        </a>
        <span className={styles.count}>{t('productCount', countValues({ count: industry.productCount }))}</span>
      </h2>
      <ul className={styles.groups}>
        {industry.children.map((group) => (
          <li key={group.id}>
            <a href={buildCategoryPath(group, links)} className={styles.link}>
              {group.name}
            </a>
            <span className={styles.count}>({formatNumber(group.productCount)})</span>
            {group.children.length > 0 && (
              <ul className={styles.children}>
                {group.children.map((leaf) => (
                  <li key={leaf.id}>
                    <a href={buildCategoryPath(leaf, links)}>{leaf.name}</a>
                    <span className={styles.count}>({formatNumber(leaf.productCount)})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Mobile /categories: one tile per industry, opening its level-2 list (spec §2 /categoriesT2/{t1id}). */
function IndustryTiles({ tree, links }: { tree: CategoryNode[]; links: LinkContext }) {
  const t = useTranslations('category');
  return (
    <nav aria-label={t('industriesLabel')}>
      <ul className={styles.tiles}>
        {tree.map((industry) => (
          <li key={industry.id}>
            <a href={href('categoriesT2', { t1id: industry.id }, { site: links })} className={styles.tile}>
              <span>{industry.name}</span>
              <span className={styles.count}>{formatNumber(industry.productCount)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
