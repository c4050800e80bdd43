import 'server-only';
import { settle } from '@/components/app/page-outcome';
import {
  decideEnquiryPage,
  type EnquiryPage,
  type EnquiryPageKind,
  type EnquiryRouteProps,
} from '@/lib/enquiries/page-target';

/** The enquiry page's shell, target and query (lib/enquiries/page-target.ts), or its 404 or redirect. */
export async function resolveEnquiryPage(props: EnquiryRouteProps, page: EnquiryPageKind): Promise<EnquiryPage> {
  return settle(await decideEnquiryPage(props, page));
}
