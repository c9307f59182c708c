import { Heading, formatMoney, visitorMessage } from '@resort/shared';
import { AddToCartControl } from '../../results/components/add-to-cart-control';
import { Meta, Price, ResultCard, SoldOutLabel } from '../../results/components/result-card';
import { useAddLessonToCartMutation } from '../api/add-lesson-to-cart';
import type { LessonOffer } from '../api/search-lessons';
import { LESSON_AGE_GROUPS } from '../model/lesson-options';
import { PrivateLessonOptions } from './private-lesson-options';

const TYPE_LABEL = { group: 'Group lesson', private: 'Private lesson' } as const;

const ageLabel = (ageGroup: string) => LESSON_AGE_GROUPS.find((g) => g.id === ageGroup)?.label ?? ageGroup;

export function LessonCard({ lesson }: { lesson: LessonOffer }) {
  const add = useAddLessonToCartMutation();
  return (
    <ResultCard data-testid={`lesson-${lesson.id}`}>
      <Heading as="h2" $size="card">
        {lesson.title}
      </Heading>
      <Meta>
        {lesson.resortName} · {TYPE_LABEL[lesson.type]} · {ageLabel(lesson.ageGroup)} ·{' '}
        {lesson.type === 'private' ? '2 hours to a full day' : lesson.duration}
      </Meta>
      <p>{lesson.description}</p>
      {lesson.type === 'private' ? (
        <Meta>From {formatMoney(lesson.price, lesson.currency)} for 2 hours and one participant</Meta>
      ) : (
        <Price>
          {formatMoney(lesson.price, lesson.currency)} <Meta as="span">per participant</Meta>
        </Price>
      )}
      {lesson.soldOut ? (
        <SoldOutLabel>Sold Out</SoldOutLabel>
      ) : lesson.type === 'private' ? null : (
        <Meta>
          {lesson.seatsLeft} {lesson.seatsLeft === 1 ? 'seat' : 'seats'} left
        </Meta>
      )}
      {lesson.type === 'private' ? (
        lesson.soldOut ? null : (
          <PrivateLessonOptions lesson={lesson} />
        )
      ) : (
        <AddToCartControl
          id={`add-lesson-${lesson.id}`}
          quantityLabel="Participants"
          max={lesson.seatsLeft}
          adding={add.isPending}
          error={add.isError ? visitorMessage(add.error) : null}
          onAdd={(participants) => add.mutate({ lessonId: lesson.id, date: lesson.date, participants })}
        />
      )}
    </ResultCard>
  );
}
