import styled from 'styled-components';
import { Card, ErrorState, Heading, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { AccountContentKey } from '../../../../contract';
import { RouteLink } from '../../../components/route-link';
import { useAccountContentQuery } from '../api/get-account-content';

const Block = styled(Card)`
  min-width: 0;
  margin-bottom: ${theme.space.lg};
  p { margin: 0 0 ${theme.space.sm}; }
`;

const Links = styled.ul`
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  li { min-height: 44px; display: flex; align-items: center; }
`;

/** A content block of an account page (heading, text, links), as the server keeps it. */
export function ContentBlock({ contentKey }: { contentKey: AccountContentKey }) {
  const content = useAccountContentQuery(contentKey);
  const id = `content-${contentKey}-title`;
  return (
    <LoadingOverlay active={content.isPending} label="Loading">
      {content.isError ? <ErrorState message={visitorMessage(content.error)} /> : null}
      {content.data ? (
        <Block as="section" aria-labelledby={id} data-testid={`content-${contentKey}`}>
          <Heading id={id} $size="card">
            {content.data.heading}
          </Heading>
          {content.data.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {content.data.links.length ? (
            <Links aria-label={`${content.data.heading}: links`}>
              {content.data.links.map((l) => (
                <li key={l.href}>
                  <RouteLink href={l.href}>{l.label}</RouteLink>
                </li>
              ))}
            </Links>
          ) : null}
        </Block>
      ) : null}
    </LoadingOverlay>
  );
}
