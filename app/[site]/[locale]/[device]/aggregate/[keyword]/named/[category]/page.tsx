// spec §2 /aggregate/{keyword}/{category}.html: the category found by its key, redirected to the link with its id.
export { default, generateMetadata } from '../../[categoryId]/[category]/page';

export const dynamic = 'force-dynamic';
