/** spec §2 link shapes (the deploy path of non-default sites is added with the site shell). */
export function buildProductPath(product: { id: number; slug: string }): string {
  return `/${product.slug}${product.id}.html`;
}

export function buildSupplierPath(supplier: { id: number; slug: string }): string {
  return `/supplier/${supplier.slug}${supplier.id}.html`;
}
