import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { breadcrumbJsonLd, JsonLd } from '@/components/seo/json-ld';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { getRelatedProducts, type ProductDetail } from '@/lib/catalogue/product';
import { regionName } from '@/lib/catalogue/region';
import { productJsonLd, type UrlContext } from '@/lib/catalogue/structured-data';
import { buildCategoryPath, buildProductPath, buildSupplierPath, type LinkContext } from '@/lib/links/build';
import { enquiryPath } from '@/lib/enquiries/paths';
import { href } from '@/lib/routes/href';
import type { Shell } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';
import { ProductView } from './product-view';
import { ProductGrid } from './related-products';

export type ProductActions = { enquiry: boolean; cart: boolean; startOrder: boolean };

/** The calls to action of a product page whose routes are live (calls to action never lead to a 404). */
export function liveProductActions(isLive: (id: 'enquiry' | 'cart' | 'startOrder') => boolean): ProductActions {
  return { enquiry: isLive('enquiry'), cart: isLive('cart'), startOrder: isLive('startOrder') };
}

/** The trail of a product: home, its categories from the industry down, the product. */
export function productCrumbs(product: ProductDetail, homeName: string, links: LinkContext): Crumb[] {
  return [
    { name: homeName, href: href('home', {}, { site: links }) },
    ...product.categoryPath.map((c) => ({ name: c.name, href: buildCategoryPath(c, links) })),
    { name: product.name },
  ];
}

/** The product page body shared by /{name}{productId}.html and /preview/product. */
export async function ProductPage({
  shell,
  product,
  urls,
  banner,
  live,
}: {
  shell: Shell;
  product: ProductDetail;
  urls: UrlContext;
  banner?: ReactNode;
  /** Which calls to action lead to a live route (the page reads the route registry; views never do). */
  live: ProductActions;
}) {
  const { site, locale, device } = shell;
  const links: LinkContext = { deployPath: site.deployPath };
  const [t, tc, to] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'orders' }),
  ]);
  const crumbs = productCrumbs(product, tc('home'), links);
  // spec §2: the enquiry belongs to the sourcing issue; shown once its route is live
  const actions = [
    ...(live.enquiry
      ? [
          {
            label: t('sendEnquiry'),
            href: sitePath(links, enquiryPath({ kind: 'product', id: product.id, slug: product.slug })),
            track: 'product:enquiry:Send_Enquiry',
          },
        ]
      : []),
    // spec §2 /startOrder/{productId}: samples or a trial order
    ...(live.startOrder
      ? [
          {
            label: to('startOrder'),
            href: href('startOrder', { productId: product.id }, { site: links }),
            track: 'product:order:Start_Order',
          },
        ]
      : []),
  ];
  const productPath = buildProductPath(product, links);
  return (
    <>
      <JsonLd
        data={productJsonLd(product, {
          ...urls,
          productPath,
          supplierPath: buildSupplierPath(product.supplier, links),
        })}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: c.href && urls.page(c.href) })))} />
      <ProductView
        product={product}
        context={{
          device,
          links,
          crumbs,
          supplierCountry: regionName(product.supplier.countryCode, locale),
          scoresHref: href('productScores', { productId: product.id }, { site: links }),
          actions,
          cartAction: live.cart ? (
            <AddToCartButton productId={product.id} productName={product.name} variant="page" />
          ) : null,
          banner,
        }}
        // rendered with the page: the category's newest list is a memory cache (ARCHITECTURE.md "Product and supplier pages")
        related={<RelatedProducts shell={shell} product={product} links={links} />}
      />
    </>
  );
}

async function RelatedProducts({
  shell,
  product,
  links,
}: {
  shell: Shell;
  product: ProductDetail;
  links: LinkContext;
}) {
  const related = await getRelatedProducts(shell.locale, product);
  return <ProductGrid products={related} links={links} device={shell.device} />;
}
