import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  ErrorText,
  Heading,
  PageContainer,
  StackList,
  formatMoney,
  theme,
  useLocation,
  visitorMessage,
} from '@resort/shared';
import { displayDate, parseDate } from '@resort/shared/dates';
import { LoadingOverlay } from '@resort/shared/ui';
import type { PackageLineOptions, PackagesRequest } from '../../../../contract';
import { searchFromQuery } from '../../lodging-results/model/search-from-query';
import { useAddPackageToCartMutation } from '../api/add-package-to-cart';
import { useComponentDetailsQuery } from '../api/get-component-details';
import { type PackageOffer, usePackagesQuery } from '../api/get-packages';

const List = styled(StackList)`
  ${theme.media.desktop} { grid-template-columns: 1fr 1fr; }
`;

const Tile = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  h2 { margin: 0; }
  p { margin: 0; }
`;

const Small = styled.p`
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const Price = styled.p`
  font-size: ${theme.typeScale.xl};
  font-weight: 700;
  span { font-size: ${theme.typeScale.sm}; font-weight: 600; color: ${theme.colors.success}; margin-left: ${theme.space.sm}; }
`;

const Parts = styled.ul`
  margin: 0;
  padding-left: ${theme.space.lg};
  font-size: ${theme.typeScale.sm};
`;

const RentalsChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.sizes.touch};
  margin-bottom: ${theme.space.md};
  font-weight: 600;
`;

function PackageCard({ offer, options }: { offer: PackageOffer; options: PackageLineOptions }) {
  const [open, setOpen] = useState(false);
  const details = useComponentDetailsQuery({ roomId: offer.roomId, date: offer.arrival, options }, open);
  const add = useAddPackageToCartMutation();
  const money = (n: number) => formatMoney(n, offer.currency);
  const parts = details.data?.components ?? offer.components;
  return (
    <Tile data-testid={`package-${offer.roomId}`}>
      <Heading as="h2" $size="card">
        {offer.name}
      </Heading>
      <Small>
        {offer.resortName} · {displayDate(offer.arrival)} to {displayDate(offer.departure)} · {offer.nights} nights
      </Small>
      <p>
        {parts[0]?.title}, {offer.nights}-day lift tickets for everyone{offer.rentals ? ' and ski rentals' : ''}.
      </p>
      <Price>
        {money(offer.price)}
        <span>You save {money(offer.saving)}</span>
      </Price>
      <Small>Before taxes and fees · {money(offer.partsPrice)} if bought separately</Small>
      <Button type="button" $variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "Hide what's included" : "Show what's included"}
      </Button>
      {open ? (
        <LoadingOverlay active={details.isLoading} label="Pricing the package's parts">
          {details.isError ? <ErrorText role="alert">{visitorMessage(details.error)}</ErrorText> : null}
          <Parts aria-label={`What ${offer.name} includes`}>
            {parts.map((c) => (
              <li key={`${c.line}-${c.productId}-${c.description}`}>
                {c.title} ({c.description}) × {c.quantity}: {money(c.price)}
              </li>
            ))}
          </Parts>
        </LoadingOverlay>
      ) : null}
      <Button type="button" disabled={add.isPending} aria-busy={add.isPending} onClick={() => add.mutate({ offer, options })}>
        {add.isPending ? 'Adding…' : 'Add package to cart'}
      </Button>
      {add.isError ? <ErrorText role="alert">{visitorMessage(add.error)}</ErrorText> : null}
    </Tile>
  );
}

/**
 * /lodging/packages: Ski & Stay packages for the stay in the query (the lodging search's own
 * parameters), each the cheapest room that sleeps the party with lift tickets and, when chosen,
 * ski rentals, for one price below the parts.
 */
export function PackagesPage() {
  const { search } = useLocation();
  const query = search.toString();
  const parsed = useMemo(() => searchFromQuery(new URLSearchParams(query)), [query]);
  const [rentals, setRentals] = useState(false);
  const request: PackagesRequest | null = parsed.ok
    ? {
        arrivaldate: parsed.request.arrivaldate,
        departuredate: parsed.request.departuredate,
        adultcount: parsed.request.adultcount,
        childcount: parsed.request.childcount,
        childagearray: parsed.request.childagearray,
        resort: parsed.request.resort,
        rentals,
      }
    : null;
  const packages = usePackagesQuery(request);
  const stay = parsed.ok ? parsed.request : null;
  const childAges = stay?.childagearray ? stay.childagearray.split(',').map(Number) : [];
  const options: PackageLineOptions | null = stay
    ? {
        departure: parseDate(stay.departuredate)!.toISODate()!,
        adults: stay.adultcount,
        children: stay.childcount ?? 0,
        childAges,
        rentals,
      }
    : null;

  return (
    <PageContainer as="section" aria-labelledby="packages-title">
      <Heading as="h1" $size="page" id="packages-title">
        Ski &amp; Stay packages
      </Heading>
      {parsed.ok ? null : <ErrorState message={parsed.message} />}
      {parsed.ok ? (
        <>
          <p>Lodging and lift tickets for your whole party, and ski rentals if you like, for one price that saves on buying them apart.</p>
          <RentalsChoice>
            <input type="checkbox" checked={rentals} onChange={(e) => setRentals(e.target.checked)} />
            Include ski rentals for everyone
          </RentalsChoice>
        </>
      ) : null}
      {packages.isError ? <ErrorState message={visitorMessage(packages.error)} /> : null}
      <LoadingOverlay active={packages.isLoading} label="Finding packages">
        <div data-testid="packages" aria-live="polite">
          {packages.data?.message ? <EmptyState message={packages.data.message} /> : null}
          {packages.data && !packages.data.message && packages.data.packages.length === 0 ? <EmptyState /> : null}
          {packages.data?.packages.length && options ? (
            <List aria-label="Packages">
              {packages.data.packages.map((p) => (
                <PackageCard key={`${p.roomId}-${p.rentals}`} offer={p} options={options} />
              ))}
            </List>
          ) : null}
        </div>
      </LoadingOverlay>
    </PageContainer>
  );
}
