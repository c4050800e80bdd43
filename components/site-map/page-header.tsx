import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd, breadcrumbJsonLd } from '@/components/seo/json-ld';
import styles from './site-map.module.css';

type Props = {
  title: string;
  intro?: string;
  home: { name: string; href: string; url: string };
  /** The absolute URL of this page, for the BreadcrumbList. */
  url: string;
};

/** Breadcrumbs (visible and as schema.org BreadcrumbList), the page's one h1 and its introduction. */
export function PageHeader({ title, intro, home, url }: Props) {
  return (
    <header>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: home.name, url: home.url },
          { name: title, url },
        ])}
      />
      <Breadcrumbs items={[{ name: home.name, href: home.href }, { name: title }]} />
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
