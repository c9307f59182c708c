import React from 'react';
import { formatMoney } from '@resort/shared';
import { AddToCartControl } from '../../../components/add-to-cart-control';
import { Card, Meta, Price, SoldOutLabel } from '../../../components/result-card';
import { addLessonToCart } from '../api/add-lesson-to-cart';
import type { LessonOffer } from '../api/search-lessons';
import { LESSON_AGE_GROUPS } from '../model/lesson-options';

const TYPE_LABEL = { group: 'Group lesson', private: 'Private lesson' } as const;

const ageLabel = (ageGroup: string) => LESSON_AGE_GROUPS.find((g) => g.id === ageGroup)?.label ?? ageGroup;

export function LessonCard({ lesson }: { lesson: LessonOffer }) {
  return (
    <Card data-testid={`lesson-${lesson.id}`}>
      <h2>{lesson.title}</h2>
      <Meta>
        {lesson.resortName} · {TYPE_LABEL[lesson.type]} · {ageLabel(lesson.ageGroup)} · {lesson.duration}
      </Meta>
      <p>{lesson.description}</p>
      <Price>
        {formatMoney(lesson.price, lesson.currency)} <Meta as="span">per participant</Meta>
      </Price>
      {lesson.soldOut ? (
        <SoldOutLabel>Sold Out</SoldOutLabel>
      ) : (
        <Meta>
          {lesson.seatsLeft} {lesson.seatsLeft === 1 ? 'seat' : 'seats'} left
        </Meta>
      )}
      <AddToCartControl
        id={`add-lesson-${lesson.id}`}
        quantityLabel="Participants"
        max={lesson.seatsLeft}
        onAdd={(participants) => addLessonToCart({ lessonId: lesson.id, date: lesson.date, participants })}
      />
    </Card>
  );
}
