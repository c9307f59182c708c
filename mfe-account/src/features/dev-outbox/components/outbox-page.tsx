import styled from 'styled-components';
import { Card, EmptyState, ErrorState, Heading, PageContainer, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { OutboxMessage } from '../../../../contract';
import { useOutboxQuery } from '../api/get-outbox';

export const OUTBOX_PATH = '/account/dev/outbox';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

const Body = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: ${theme.space.sm} 0 0;
`;

const Meta = styled.p`
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
  margin: 0;
  overflow-wrap: anywhere;
`;

const URL_IN_TEXT = /(https?:\/\/[^\s]+)/g;

/** The body with its links clickable, as a mail reader shows them. */
function MailBody({ text }: { text: string }) {
  return (
    <Body>
      {text.split(URL_IN_TEXT).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </Body>
  );
}

function Mail({ message }: { message: OutboxMessage }) {
  return (
    <Card as="li" aria-labelledby={`mail-${message.id}`}>
      <Heading id={`mail-${message.id}`} $size="card">
        {message.subject}
      </Heading>
      <Meta>
        To {message.recipient} · {new Date(message.createdAt).toLocaleString()} · {message.sentAt ? 'sent over SMTP' : 'kept in the outbox'}
      </Meta>
      <MailBody text={message.body} />
    </Card>
  );
}

/** Development only (the API route does not exist in production): the demo's mail, newest first. */
export function OutboxPage() {
  const outbox = useOutboxQuery();
  return (
    <PageContainer as="section" aria-labelledby="outbox-title">
      <Heading as="h1" $size="page" id="outbox-title">
        Development outbox
      </Heading>
      <p>Mail the storefront kept instead of sending it (no SMTP server is set). Only available outside production.</p>
      <LoadingOverlay active={outbox.isPending} label="Loading the outbox">
        {outbox.isError ? <ErrorState message={visitorMessage(outbox.error)} /> : null}
        {outbox.data?.messages.length === 0 ? <EmptyState message="No mail yet." /> : null}
        {outbox.data?.messages.length ? (
          <List aria-label="Messages">
            {outbox.data.messages.map((m) => (
              <Mail key={m.id} message={m} />
            ))}
          </List>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
