import 'server-only';
import type { SearchEventData, TrackingEventData } from './schemas';
import { getDb } from '@/lib/db/client';
import { trackingEvents } from '@/lib/db/schema';

/** What the server knows of the call, beside what the client sent. */
export type TrackingContext = {
  accountId: number | null;
  websiteId: number | null;
  lang: string | null;
  deviceClass: string | null;
  countryCode: string | null;
};

/** spec §7 behaviour event, visit tracking (Page_View) and analytics tracking: one row each. */
export async function recordEvent(event: TrackingEventData, context: TrackingContext): Promise<void> {
  await getDb()
    .insert(trackingEvents)
    .values({
      eventAction: event.eventAction,
      eventCategory: event.eventCategory,
      eventName: event.eventName,
      pageUrl: event.pageUrl ?? null,
      visitorId: event.visitorId ?? null,
      props: event.props ?? {},
      ...context,
    });
}

/** spec §7 search analytics: searchType and searchKeyword. */
export async function recordSearch(event: SearchEventData, context: TrackingContext): Promise<void> {
  await getDb()
    .insert(trackingEvents)
    .values({
      eventAction: 'search',
      eventCategory: 'search',
      eventName: 'Search',
      searchType: event.searchType,
      searchKeyword: event.searchKeyword,
      pageUrl: event.pageUrl ?? null,
      visitorId: event.visitorId ?? null,
      ...context,
    });
}
