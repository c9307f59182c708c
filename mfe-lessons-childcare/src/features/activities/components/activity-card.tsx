import { Heading, formatMoney, visitorMessage } from '@resort/shared';
import { AddToCartControl } from '../../results/components/add-to-cart-control';
import { Meta, Price, ResultCard, SoldOutLabel } from '../../results/components/result-card';
import { useAddActivityToCartMutation } from '../api/add-activity-to-cart';
import type { ActivityOffer } from '../api/search-activities';

export function ActivityCard({ activity }: { activity: ActivityOffer }) {
  const add = useAddActivityToCartMutation();
  return (
    <ResultCard data-testid={`activity-${activity.id}`}>
      <Heading as="h2" $size="card">
        {activity.name}
      </Heading>
      <Meta>
        {activity.resortName} · starts {activity.startTime} · {activity.duration} · meets at {activity.location}
      </Meta>
      <p>{activity.description}</p>
      <Price>
        {formatMoney(activity.price, activity.currency)} <Meta as="span">per person</Meta>
      </Price>
      {activity.soldOut ? (
        <SoldOutLabel>Sold Out</SoldOutLabel>
      ) : (
        <Meta>
          {activity.seatsLeft} {activity.seatsLeft === 1 ? 'place' : 'places'} left
        </Meta>
      )}
      <AddToCartControl
        id={`add-activity-${activity.id}`}
        quantityLabel="People"
        max={activity.seatsLeft}
        adding={add.isPending}
        error={add.isError ? visitorMessage(add.error) : null}
        onAdd={(places) => add.mutate({ activityId: activity.id, date: activity.date, places })}
      />
    </ResultCard>
  );
}
