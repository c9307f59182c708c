import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  Input,
  PageContainer,
  navigate,
  theme,
  useLocation,
  visitorMessage,
  type ApiFailure,
} from '@resort/shared';
import { useSearch } from '../api/search-site';

const Row = styled.form`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-end;
  > div { flex: 1; margin-bottom: 0; }
  margin-bottom: ${theme.space.lg};
`;

const Results = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li { padding: ${theme.space.md} 0; border-bottom: 1px solid ${theme.colors.line}; }
  a { font-weight: 700; font-size: ${theme.typeScale.lg}; }
  p { margin: ${theme.space.xs} 0 0; color: ${theme.colors.slate}; }
  span { font-size: ${theme.typeScale.xs}; text-transform: uppercase; color: ${theme.colors.slate}; margin-left: ${theme.space.sm}; }
`;

const KIND = { product: 'Product', page: 'Page', faq: 'Question' } as const;

/** Site search: products and content (spec section 7 "search results POST"). */
export function SearchPage() {
  const { search } = useLocation();
  const query = search.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const results = useSearch(query);
  return (
    <PageContainer>
      <Heading as="h1" $size="page">
        Search
      </Heading>
      <Row
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) navigate(`/search?q=${encodeURIComponent(draft.trim())}`);
        }}
      >
        <Field id="site-search" label="Search the store">
          <Input id="site-search" type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <Button type="submit">Search</Button>
      </Row>
      {results.isError ? <ErrorState message={visitorMessage(results.error as unknown as ApiFailure)} /> : null}
      {results.data && results.data.results.length === 0 ? <EmptyState /> : null}
      {results.data && results.data.results.length > 0 ? (
        <Results aria-label={`Results for ${query}`}>
          {results.data.results.map((r) => (
            <li key={`${r.href}|${r.title}`}>
              <a href={r.href}>{r.title}</a>
              <span>{KIND[r.kind]}</span>
              <p>{r.text}</p>
            </li>
          ))}
        </Results>
      ) : null}
    </PageContainer>
  );
}
