import { AddedToCartNotice } from '../../../components/added-to-cart-notice';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  PageContainer,
  formatMoney,
  navigate,
  theme,
  useDeferredData,
  useLocation,
  visitorMessage,
  withQuery,
} from '@resort/shared';
import { addDays, displayDate, isoFromInput, parseDate } from '@resort/shared/dates';
import { LoadingOverlay } from '@resort/shared/ui';
import { useAddTicketsToCartMutation } from '../api/add-tickets-to-cart';
import { useLiftTicketSearchQuery } from '../api/search-lift-tickets';
import { liftResultsHeading, liftResultsLead, resultsSearchOf } from '../model/results-heading';
import { cartLines, initialDay, initialQuantities, selectionTotals, ticketCount, type Quantities } from '../model/ticket-selection';
import { DayStrip } from './day-strip';
import { TicketQuantities } from './ticket-quantities';
import { RESULTS_PATH } from './lift-ticket-widget';
import { SEARCH_WINDOW_DAYS } from '../../../../contract-limits';

// minmax(0, ...) lets the day strip scroll inside its card instead of widening the page on phones.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Summary = styled(Card)`
  ${theme.media.desktop} {
    position: sticky;
    top: ${theme.space.lg};
  }
`;

const Subtitle = styled.p`
  margin: -${theme.space.sm} 0 ${theme.space.lg};
  color: ${theme.colors.slate};
`;

const TotalRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: ${theme.space.sm} 0;
`;

const Total = styled.span`
  font-size: ${theme.typeScale.xl};
  font-weight: 700;
`;

const SavingsNote = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.success};
  font-weight: 600;
`;

// Holds the page's height while the first answer loads, so the overlay has room and nothing jumps.
const LoadingSpace = styled.div`
  min-height: 320px;
`;

const Pager = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${theme.space.sm};
`;

function describeDay(iso: string) {
  return parseDate(iso)!.toFormat('cccc, LLLL d, yyyy');
}

/** The lift ticket results page: /lift-tickets?resort=&startDate=&numberOfDays=&ageGroup= */
export function LiftTicketResults() {
  const { search } = useLocation();
  const params = resultsSearchOf(search);
  const searchQuery = useLiftTicketSearchQuery(params);
  const searchKey = JSON.stringify(params);
  // The results render in slices once they arrive (useDeferredData); until then the room is kept.
  const data = useDeferredData(searchKey, searchQuery.data);
  const settling = searchQuery.data !== undefined && data === undefined;

  const ageCodes = useMemo(() => (data ? data.ageCategories.map((c) => c.code) : []), [data]);
  const addTickets = useAddTicketsToCartMutation();
  // Each new search starts from the widget's choice: its first day and one ticket of its age group.
  // Derived while rendering, so the first paint of the results already shows that choice; a
  // refetch of the same search keeps the visitor's choice. The outcome of an add is shown only
  // until the choice changes (a new search, day or quantity).
  const [choice, setChoice] = useState<{ search: string | null; day: string | null; quantities: Quantities; showOutcome: boolean }>({
    search: null,
    day: null,
    quantities: {},
    showOutcome: false,
  });
  if (data && choice.search !== searchKey) {
    setChoice({
      search: searchKey,
      day: initialDay(data.days, isoFromInput(params.startDate)),
      quantities: initialQuantities(ageCodes, data.ageCategory),
      showOutcome: false,
    });
  }
  const selectedDay = choice.day;
  const quantities = choice.quantities;
  const setSelectedDay = (day: string) => setChoice((c) => ({ ...c, day, showOutcome: false }));
  const setQuantity = (code: string, n: number) =>
    setChoice((c) => ({ ...c, quantities: { ...c.quantities, [code]: n }, showOutcome: false }));
  const adding = addTickets.isPending;
  const outcome = choice.showOutcome && !adding ? addTickets : null;

  if (searchQuery.isError) {
    return (
      <PageContainer>
        <ErrorState message={visitorMessage(searchQuery.error)} />
      </PageContainer>
    );
  }

  const day = data?.days.find((d) => d.date === selectedDay);
  const totals = selectionTotals(day, quantities);
  const count = ticketCount(quantities);
  const product = data?.products[0];
  const currency = data?.resort.currency ?? 'USD';
  const shiftWindow = (days: number) =>
    navigate(
      withQuery(RESULTS_PATH, {
        resort: params.resort,
        startDate: addDays(displayDate(data!.startDate), days),
        numberOfDays: params.numberOfDays,
        ageGroup: params.ageCategory,
      }),
    );

  return (
    <PageContainer data-testid="lift-results">
      <LoadingOverlay active={searchQuery.isPending || settling || adding} label="Loading lift tickets">
        {data ? (
          <>
            <Heading as="h1" $size="page">
              {liftResultsHeading(data.resort.name)}
            </Heading>
            <Subtitle>
              {liftResultsLead({
                productName: product?.name ?? null,
                numberOfDays: data.numberOfDays,
                region: data.resort.region,
                currency,
              })}
            </Subtitle>
            {data.days.length === 0 || !product ? (
              <EmptyState />
            ) : (
              <Layout>
                <Stack>
                  <Card as="section" aria-labelledby="lift-days-heading">
                    <Heading id="lift-days-heading" $size="card">
                      Choose your first day
                    </Heading>
                    <DayStrip
                      days={data.days}
                      selected={selectedDay}
                      ageCode={data.ageCategory ?? ageCodes[0]}
                      currency={currency}
                      onSelect={setSelectedDay}
                    />
                    <Pager>
                      {data.startDate > data.resort.today ? (
                        <Button type="button" $variant="link" onClick={() => shiftWindow(-SEARCH_WINDOW_DAYS)}>
                          ← Earlier dates
                        </Button>
                      ) : (
                        <span />
                      )}
                      <Button type="button" $variant="link" onClick={() => shiftWindow(SEARCH_WINDOW_DAYS)}>
                        Later dates →
                      </Button>
                    </Pager>
                  </Card>
                  <Card as="section" aria-labelledby="lift-skiers-heading">
                    <Heading id="lift-skiers-heading" $size="card">
                      Who is skiing?
                    </Heading>
                    <TicketQuantities
                      categories={data.ageCategories}
                      day={day}
                      currency={currency}
                      quantities={quantities}
                      onChange={setQuantity}
                    />
                  </Card>
                </Stack>
                <Summary as="aside" aria-label="Your tickets">
                  <Heading $size="card">{product.name}</Heading>
                  <p>{day ? `Starting ${describeDay(day.date)}` : 'Choose a first day.'}</p>
                  <TotalRow>
                    <span>
                      {count} {count === 1 ? 'ticket' : 'tickets'}
                    </span>
                    <Total data-testid="lift-total">{formatMoney(totals.online, currency)}</Total>
                  </TotalRow>
                  {totals.savings > 0 ? <SavingsNote>You save {formatMoney(totals.savings, currency)} by buying online</SavingsNote> : null}
                  <Button
                    type="button"
                    $block
                    data-testid="add-to-cart"
                    disabled={!day || count === 0 || adding}
                    onClick={() => {
                      if (!day) return;
                      setChoice((c) => ({ ...c, showOutcome: true }));
                      addTickets.mutate({ productId: product.id, date: day.date, lines: cartLines(quantities, ageCodes) });
                    }}
                  >
                    Add to cart
                  </Button>
                  {outcome?.isError ? (
                    <Alert $tone="error" role="alert">
                      {visitorMessage(outcome.error)}
                    </Alert>
                  ) : null}
                  {outcome?.isSuccess ? <AddedToCartNotice /> : null}
                </Summary>
              </Layout>
            )}
          </>
        ) : (
          <LoadingSpace />
        )}
      </LoadingOverlay>
    </PageContainer>
  );
}
