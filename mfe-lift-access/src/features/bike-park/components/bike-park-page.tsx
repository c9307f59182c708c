import { AddedToCartNotice } from '../../../components/added-to-cart-notice';
import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  PageContainer,
  Select,
  formatMoney,
  theme,
  visitorMessage,
  focusFirstError,
} from '@resort/shared';
import { displayDate, isValidDate, parseDate } from '@resort/shared/dates';
import { DatePicker, LoadingOverlay, ResultDetail, ResultName, ResultPrice, ResultRow } from '@resort/shared/ui';
import type { BikeParkRequest } from '../../../../contract';
import { FormRow } from '../../../components/form-row';
import { useResortsQuery } from '../../lift-tickets/api/get-resorts';
import { useAddBikeParkTicketToCartMutation } from '../api/add-bike-park-ticket-to-cart';
import { useBikeParkResortsQuery } from '../api/get-bike-park-resorts';
import { useBikeParkTicketsQuery } from '../api/search-bike-park-tickets';

const Days = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
`;

const Lead = styled.p`
  max-width: 42rem;
  line-height: 1.6;
`;

const longDay = (iso: string) => parseDate(iso)!.toFormat('cccc, LLLL d');

/** /bike-park: summer lift days for mountain bikes ("bike park lift tickets"). */
export function BikeParkPage() {
  const parks = useBikeParkResortsQuery();
  const resorts = useResortsQuery();
  const [resortId, setResortId] = useState('');
  const [date, setDate] = useState('');
  const [age, setAge] = useState('adult');
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState<BikeParkRequest | null>(null);
  const tickets = useBikeParkTicketsQuery(search);
  const add = useAddBikeParkTicketToCartMutation();
  const park = parks.data?.find((p) => p.id === resortId) ?? parks.data?.[0];
  const categories = resorts.data?.find((r) => r.id === park?.id)?.ageCategories ?? [];

  return (
    <PageContainer as="section" aria-labelledby="bike-park-title" data-testid="bike-park">
      <Heading as="h1" $size="page" id="bike-park-title">
        Bike park lift tickets
      </Heading>
      <Lead>Ride the lifts all summer with your bike. Choose a park, a day and who is riding.</Lead>
      {parks.isError ? <ErrorState message={visitorMessage(parks.error)} /> : null}
      <LoadingOverlay active={parks.isPending} label="Loading bike parks">
        {parks.data?.length === 0 ? <EmptyState message="The bike parks have no summer days on sale yet." /> : null}
        {park ? (
          <Card>
            <FormRow
              as="form"
              onSubmit={(e) => {
                e.preventDefault();
                focusFirstError(e.currentTarget as HTMLFormElement);
                if (!isValidDate(date)) return setError('Please enter a valid first day (MM/DD/YYYY).');
                setError(null);
                add.reset();
                setSearch({ resort: park.id, startDate: date, ageCategory: age });
              }}
            >
              <Field id="bike-park-resort" label="Bike park">
                <Select id="bike-park-resort" value={park.id} onChange={(e) => setResortId(e.target.value)}>
                  {parks.data?.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <DatePicker
                id="bike-park-date"
                label="First day"
                value={date}
                onChange={setDate}
                min={displayDate(park.firstDay)}
                max={displayDate(park.lastDay)}
                today={park.firstDay}
                error={error}
              />
              <Field id="bike-park-age" label="Rider's age group">
                <Select id="bike-park-age" value={age} onChange={(e) => setAge(e.target.value)}>
                  {categories.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button type="submit">Find bike park days</Button>
            </FormRow>
            <p>
              Open {longDay(park.firstDay)} to {longDay(park.lastDay)}.
            </p>
          </Card>
        ) : null}
      </LoadingOverlay>
      {tickets.isError ? <ErrorState message={visitorMessage(tickets.error)} /> : null}
      <LoadingOverlay active={tickets.isFetching} label="Finding bike park days">
        {tickets.data && tickets.data.days.length === 0 ? <EmptyState /> : null}
        {tickets.data?.days.length ? (
          <Days aria-label="Bike park days">
            {tickets.data.days.map((d) => {
              const price = d.prices.find((p) => p.ageCode === tickets.data.ageCategory);
              const product = tickets.data.products[0];
              return (
                <ResultRow key={d.date}>
                  <div>
                    <ResultName>{longDay(d.date)}</ResultName>
                    <ResultDetail>{product.name}</ResultDetail>
                  </div>
                  <ResultPrice>
                    {d.soldOut ? 'Sold Out' : price ? formatMoney(price.onlinePrice, tickets.data.resort.currency) : ''}
                  </ResultPrice>
                  <Button
                    type="button"
                    disabled={d.soldOut || !price || add.isPending}
                    onClick={() =>
                      add.mutate({ productId: product.id, date: d.date, ageCategory: tickets.data.ageCategory ?? age, quantity: 1 })
                    }
                  >
                    Add {longDay(d.date)} to cart
                  </Button>
                </ResultRow>
              );
            })}
          </Days>
        ) : null}
      </LoadingOverlay>
      {add.isError ? (
        <Alert $tone="error" role="alert">
          {visitorMessage(add.error)}
        </Alert>
      ) : null}
      {add.isSuccess ? <AddedToCartNotice /> : null}
    </PageContainer>
  );
}
