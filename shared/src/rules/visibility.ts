import { IMAGE_PROMOTION_VISIBLE_RATIO } from '../constants';

/** "Image promotion elements are active when more than 12 percent is visible" (spec section 4). */
export function isPromotionActive(visibleRatio: number): boolean {
  return visibleRatio > IMAGE_PROMOTION_VISIBLE_RATIO;
}

/** "Elements marked for seen-tracking fire a seen event once on first entering the viewport". */
export function shouldFireSeen(alreadySeen: boolean, inViewport: boolean): boolean {
  return inViewport && !alreadySeen;
}
