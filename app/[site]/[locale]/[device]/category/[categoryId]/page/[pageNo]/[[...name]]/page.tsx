// spec §2 /category/{name}{categoryId}_{pageNo}.html: the same list page, from its second page on.
export { default, generateMetadata } from '../../../[[...name]]/page';

export const dynamic = 'force-dynamic';
