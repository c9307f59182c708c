import { addToCart } from '@resort/shared';

/** Adds `participants` seats of a lesson on its day (ISO); each participant is named at checkout. */
export function addLessonToCart({ lessonId, date, participants }: { lessonId: string; date: string; participants: number }) {
  return addToCart({ line: 'lessons', productId: lessonId, date, quantity: participants, options: {} });
}
