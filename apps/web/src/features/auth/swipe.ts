/** On screens 768 px or narrower, a drag follows the finger after 50 px and closes past 100 px. */
export const SWIPE_MAX_WIDTH = 768;
const SWIPE_DRAG_START = 50;
const SWIPE_CLOSE_DISTANCE = 100;

/** How far the modal moves for a finger that has travelled `dy` pixels down. */
export function swipeOffset(dy: number): number {
  return dy > SWIPE_DRAG_START ? dy - SWIPE_DRAG_START : 0;
}

export function swipeCloses(dy: number): boolean {
  return dy > SWIPE_CLOSE_DISTANCE;
}
