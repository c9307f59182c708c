import styled from 'styled-components';
import { EmptyState, ErrorState, Heading, PageContainer, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { usePassesQuery } from '../api/get-passes';
import { resortNames } from '../model/resort-names';
import { useResortNames } from '../model/use-resort-names';
import { PassCard } from './pass-card';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Intro = styled.p`
  margin: -${theme.space.sm} 0 ${theme.space.lg};
  color: ${theme.colors.slate};
`;

const LoadingSpace = styled.div`
  min-height: 240px;
`;

/** /passes: every season pass with its price. */
export function PassListPage() {
  const passes = usePassesQuery();
  const names = useResortNames();
  return (
    <PageContainer data-testid="pass-list">
      <Heading as="h1" $size="page">
        Season passes
      </Heading>
      <Intro>Ski all season for less than a handful of day tickets.</Intro>
      {passes.isError ? (
        <ErrorState message={visitorMessage(passes.error)} />
      ) : (
        <LoadingOverlay active={passes.isPending} label="Loading passes">
          {passes.data ? (
            passes.data.length === 0 ? (
              <EmptyState />
            ) : (
              <Grid>
                {passes.data.map((pass) => (
                  <li key={pass.id}>
                    <PassCard pass={pass} resortNames={resortNames(pass.resorts, names)} />
                  </li>
                ))}
              </Grid>
            )
          ) : (
            <LoadingSpace />
          )}
        </LoadingOverlay>
      )}
    </PageContainer>
  );
}
