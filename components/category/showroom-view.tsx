import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { keywordSlug, SHOWROOM_KEYS } from '@/lib/catalogue/list-routes';
import { href } from '@/lib/routes/href';
import type { Shell } from '@/lib/shell/context';
import type { ShowroomRequest } from './keyword-requests';
import { ListJsonLd } from './list-seo';
import styles from './category.module.css';
import { countValues } from '@/lib/format/number';

/** spec §2 /{roomType}/showroom-{A-Z|0-9}.html: the letter bar and the catalogue keywords of one letter. */
export async function ShowroomView({ shell, request }: { shell: Shell; request: ShowroomRequest }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale: shell.locale, namespace: 'category' }),
    getTranslations({ locale: shell.locale, namespace: 'catalogue' }),
  ]);
  const { roomType, letter, data } = request;
  const site = shell.site;
  const hrefOf = (key: string, page = 1) =>
    page > 1
      ? href('showroomIndexPage', { roomType, key, pageNo: page }, { site })
      : href('showroomIndex', { roomType, key }, { site });
  const crumbs = [{ name: tc('home'), href: href('home', {}, { site }) }, { name: t('showroomTitle', { letter }) }];
  const terms = data.terms.flatMap((term) => {
    const slug = keywordSlug(term);
    return slug ? [{ term, link: href('roomList', { roomType, spyKey: slug }, { site }) }] : [];
  });
  return (
    <div className={`${styles.page} ${styles[shell.device]}`}>
      <ListJsonLd
        site={shell.site}
        locale={shell.locale}
        crumbs={crumbs}
        links={{ deployPath: shell.site.deployPath }}
      />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.heading}>{t('showroomTitle', { letter })}</h1>
      <nav aria-label={t('lettersLabel')}>
        <ul className={styles.letters}>
          {SHOWROOM_KEYS.map((key) => (
            <li key={key}>
              <a href={hrefOf(key)} aria-current={key === letter ? 'page' : undefined}>
                {key}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.muted}>{t('keywordCount', countValues({ count: data.total }))}</p>
      {terms.length === 0 ? (
        <p className={styles.empty}>{t('noKeywords', { letter })}</p>
      ) : (
        <ul className={styles.terms}>
          {terms.map(({ term, link }) => (
            <li key={term}>
              <a href={link}>{term}</a>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(p) => hrefOf(letter, p)} />
    </div>
  );
}
