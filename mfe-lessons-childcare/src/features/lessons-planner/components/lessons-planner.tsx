import { useQueries } from '@tanstack/react-query';
import { formatMoney } from '@resort/shared';
import { lessonsSearchUrl } from '@resort/shared/rules';
import { normalizeDate, parseDate } from '@resort/shared/dates';
import { PlannerRow, PlannerSection } from '@resort/shared/ui';
import { type PlannerTrip } from '@resort/shared/planner';
import { useAddLessonToCartMutation } from '../../lessons/api/add-lesson-to-cart';
import { lessonSearchQueryOptions, type LessonOffer, type LessonSearchRequest } from '../../lessons/api/search-lessons';
import { LESSONS_RESULTS_PATH } from '../../lessons/model/use-lessons-form';

// The planner knows how many adults and children come, not their ages or levels: it offers the
// group ski lesson for beginners to each, and the lessons page has every other choice.
const SPORT = 'ski';
const LEVEL = 'Beginner';
const ADULTS_AGE = 'adult 15+';
const CHILDREN_AGE = 'youth 7-14';

function LessonChoice({ lesson, participants, who }: { lesson: LessonOffer; participants: number; who: string }) {
  const add = useAddLessonToCartMutation();
  return (
    <PlannerRow
      name={lesson.title}
      detail={`${who} · ${lesson.duration} · ${lesson.seatsLeft} places left`}
      price={formatMoney(lesson.price * participants, lesson.currency)}
      priceNote={`${participants} × ${formatMoney(lesson.price, lesson.currency)}, each named at checkout`}
      productLabel={`${lesson.title} for ${who.toLowerCase()}`}
      onAdd={() => add.mutate({ lessonId: lesson.id, date: lesson.date, participants })}
      adding={add.isPending}
      added={add.isSuccess}
      error={add.error}
    />
  );
}

/** The trip planner's lessons: a group lesson on the arrival day for the adults, and one for the children. */
export function LessonsPlanner(trip: PlannerTrip) {
  const date = normalizeDate(trip.arrival);
  const groups = [
    { age: ADULTS_AGE, participants: trip.adultCount, who: trip.adultCount === 1 ? 'Adult' : 'Adults' },
    { age: CHILDREN_AGE, participants: trip.childCount, who: trip.childCount === 1 ? 'Child' : 'Children' },
  ].filter((g) => g.participants > 0);
  const requests: LessonSearchRequest[] = groups.map((g) => ({
    sport: SPORT,
    age: g.age,
    level: LEVEL,
    date,
    resort: trip.resortId as LessonSearchRequest['resort'],
  }));
  const searches = useQueries({ queries: requests.map((r) => lessonSearchQueryOptions(r)) });
  const choices = groups.flatMap((g, i) => {
    const lesson = searches[i].data?.lessons.find((l) => l.type === 'group' && !l.soldOut && l.seatsLeft >= g.participants);
    return lesson ? [{ ...g, lesson }] : [];
  });
  const day = parseDate(trip.arrival)?.toFormat('EEE, MMM d') ?? trip.arrival;
  return (
    <PlannerSection
      line="lessons"
      title="Lessons"
      seeAll={{
        href: lessonsSearchUrl(LESSONS_RESULTS_PATH, { sport: SPORT, age: ADULTS_AGE, level: LEVEL, date }),
        label: 'See all lessons',
      }}
      isPending={searches.some((s) => s.isPending)}
      error={searches.find((s) => s.error)?.error ?? null}
      emptyMessage={`No group lesson has room for your party on ${day}.`}
    >
      {choices.map((c) => (
        <LessonChoice key={`${c.age}-${c.lesson.id}`} lesson={c.lesson} participants={c.participants} who={c.who} />
      ))}
    </PlannerSection>
  );
}
