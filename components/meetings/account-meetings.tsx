import { useTranslations } from 'next-intl';
import type { BuyerMeetingGroups } from '@/lib/meetings/schemas';
import type { LinkContext } from '@/lib/links/build';
import { BuyerMeetings } from './buyer-meetings';

/** The account centre's meeting requests (spec §2 /account, mobile): waiting and upcoming, the rest one link away. */
export function AccountMeetings({ groups, links }: { groups: BuyerMeetingGroups; links: LinkContext }) {
  const t = useTranslations('meetings');
  return (
    <section aria-labelledby="account-meetings-title">
      <h2 id="account-meetings-title">{t('myTitle')}</h2>
      <BuyerMeetings groups={groups} links={links} level={3} compact />
    </section>
  );
}
