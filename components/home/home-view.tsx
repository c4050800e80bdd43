import { useTranslations } from 'next-intl';
import type { HomeData } from '@/lib/catalogue/home';
import type { LinkContext } from '@/lib/links/build';
import { CategoryList, ExhibitionList, IndustryList, ProductSection, SupplierList } from './home-sections';
import { BuyerDemandPanel, JoinSteps } from './supplier-home';
import styles from './home.module.css';
import { countValues } from '@/lib/format/number';

type Props = { data: HomeData; links?: LinkContext; country?: string };

/** spec §2: the home page in the variant of the site's audience mode. */
export function HomeView({ data, links = { deployPath: '/' }, country }: Props) {
  const t = useTranslations('home');
  const { audience } = data;
  const title =
    audience === 'supplier_home'
      ? t('heroTitleSupplier')
      : audience === 'country_site' && country
        ? t('heroTitleCountry', { country })
        : t('heroTitle');
  return (
    <div className={styles.page} data-audience={audience}>
      <section className={styles.hero} aria-labelledby="home-hero">
        <h1 id="home-hero">{title}</h1>
        <p>{t('heroStats', countValues({ products: data.totals.products, suppliers: data.totals.suppliers }))}</p>
      </section>
      {audience === 'supplier_home' ? (
        <SupplierHome data={data} links={links} />
      ) : (
        <BuyerHome data={data} links={links} country={audience === 'country_site' ? country : undefined} />
      )}
    </div>
  );
}

/** Global-buyer and country-site homes: what there is to buy and who sells it. */
function BuyerHome({ data, links, country }: { data: HomeData; links: LinkContext; country?: string }) {
  const t = useTranslations('home');
  return (
    <>
      <IndustryList industries={data.industries} links={links} />
      {data.featuredCategories.length > 0 && <CategoryList categories={data.featuredCategories} links={links} />}
      <ProductSection
        id="home-arrivals"
        heading={t('newArrivalsHeading')}
        products={data.newArrivals}
        links={links}
        emptyText={t('emptyCatalogue')}
      />
      {data.hotProducts.length > 0 && (
        <ProductSection id="home-hot" heading={t('hotHeading')} products={data.hotProducts} links={links} />
      )}
      <SupplierList
        suppliers={data.suppliers}
        links={links}
        heading={country ? t('suppliersHeadingCountry', { country }) : t('suppliersHeading')}
      />
      {data.exhibitions.length > 0 && (
        <ExhibitionList
          exhibitions={data.exhibitions}
          heading={country ? t('exhibitionsHeadingCountry', { country }) : t('exhibitionsHeading')}
        />
      )}
    </>
  );
}

/** spec §2 supplier home (China): buyer demand, exhibitions to exhibit at, how to join. */
function SupplierHome({ data, links }: { data: HomeData; links: LinkContext }) {
  const t = useTranslations('home');
  return (
    <>
      {data.demand && <BuyerDemandPanel demand={data.demand} />}
      {data.exhibitions.length > 0 && (
        <ExhibitionList exhibitions={data.exhibitions} heading={t('exhibitHeading')} showBooths />
      )}
      <JoinSteps />
      <IndustryList industries={data.industries} links={links} />
      {data.hotProducts.length > 0 && (
        <ProductSection id="home-hot" heading={t('buyersWatchHeading')} products={data.hotProducts} links={links} />
      )}
    </>
  );
}
