import { Heading, PageContainer } from '@resort/shared';
import { AccountNav } from '../../../components/account-nav';
import { TwoColumns } from '../../../components/two-columns';
import { ReleaseOfLiabilitySection } from '../../release-of-liability/components/release-of-liability-section';
import { ContentBlock } from './content-block';

export const SEASON_PASS_PATH = '/account/season-pass';

/** The account's season pass tab: the "season pass tab content" and this season's release of liability. */
export function SeasonPassTabPage() {
  return (
    <PageContainer as="section" aria-labelledby="season-pass-title">
      <Heading as="h1" $size="page" id="season-pass-title">
        Season pass
      </Heading>
      <AccountNav current={SEASON_PASS_PATH} />
      <TwoColumns>
        <ContentBlock contentKey="season-pass-tab" />
        <ReleaseOfLiabilitySection signInReturnPath={SEASON_PASS_PATH} />
      </TwoColumns>
    </PageContainer>
  );
}
