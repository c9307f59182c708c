import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Card, EmptyState, ErrorState, Heading, PageContainer } from './layout';

describe('layout', () => {
  it("says the spec's empty-search text when a search finds nothing", () => {
    render(<EmptyState />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.",
    );
  });

  it('lets an empty state offer a way on', () => {
    render(
      <EmptyState>
        <a href="/lift-tickets">Change search</a>
      </EmptyState>,
    );
    expect(screen.getByRole('link', { name: 'Change search' })).toBeInTheDocument();
  });

  it("titles errors 'Oops!' over the generic error text", () => {
    render(<ErrorState />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Oops!Oops, something went wrong\. Please try again\.$/);
  });

  it('renders headings at the level asked for, with page content in a container and cards', () => {
    render(
      <PageContainer data-testid="page">
        <Heading as="h1" $size="page">
          Lift tickets
        </Heading>
        <Card>
          <Heading as="h3" $size="card">
            Adult day ticket
          </Heading>
        </Card>
      </PageContainer>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lift tickets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Adult day ticket' })).toBeInTheDocument();
    expect(screen.getByTestId('page')).toContainElement(screen.getByText('Adult day ticket'));
  });
});
