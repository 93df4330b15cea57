import { lazy, Suspense } from 'react';
import { SectionRows, type SectionOrderListProps } from './SectionRows';

/** The list with drag and drop (@dnd-kit), fetched when the editor opens or earlier (HomeConfigPage). */
export const loadSortableSectionList = () => import('./SortableSectionList');
// Should its file not come (the connection dropped), the rows stay as drawn: the buttons move them.
const SortableSectionList = lazy(() => loadSortableSectionList().catch(() => ({ default: SectionRows })));

/**
 * The sections in their order, each switched on or off and moved by its up and down buttons, or
 * dragged by its handle. Until the drag and drop's code is here the rows are drawn the same, with their
 * handles disabled: the buttons already move them.
 */
export function SectionOrderList(props: SectionOrderListProps) {
  return (
    <Suspense fallback={<SectionRows {...props} />}>
      <SortableSectionList {...props} />
    </Suspense>
  );
}
