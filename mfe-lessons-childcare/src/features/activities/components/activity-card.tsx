import React from 'react';
import { formatMoney } from '@resort/shared';
import { AddToCartControl } from '../../../components/add-to-cart-control';
import { Card, Meta, Price, SoldOutLabel } from '../../../components/result-card';
import { addActivityToCart } from '../api/add-activity-to-cart';
import type { ActivityOffer } from '../api/search-activities';

export function ActivityCard({ activity }: { activity: ActivityOffer }) {
  return (
    <Card data-testid={`activity-${activity.id}`}>
      <h2>{activity.name}</h2>
      <Meta>
        {activity.resortName} · starts {activity.startTime} · {activity.duration}
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
        onAdd={(places) => addActivityToCart({ activityId: activity.id, date: activity.date, places })}
      />
    </Card>
  );
}
