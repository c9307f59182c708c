import { Heading, PageContainer } from '@resort/shared';
import { AccountNav } from '../../../components/account-nav';
import { ContentBlock } from './content-block';

export const AUTO_RENEW_PATH = '/account/auto-renew';

/**
 * The account's auto renew page: the "auto renew content". Enrolling and unenrolling are the
 * lift line's, on My passes, where the passes are.
 */
export function AutoRenewPage() {
  return (
    <PageContainer as="section" aria-labelledby="auto-renew-title">
      <Heading as="h1" $size="page" id="auto-renew-title">
        Auto renew
      </Heading>
      <AccountNav current={AUTO_RENEW_PATH} />
      <ContentBlock contentKey="auto-renew" />
    </PageContainer>
  );
}
