import { lazy, Suspense, useRef } from 'react';
import { SectionRows, type SectionOrderListProps } from './SectionRows';
import type { SortableSectionListProps } from './SortableSectionList';

/** The list with drag and drop (@dnd-kit), fetched when the editor opens or earlier (HomeConfigPage). */
export const loadSortableSectionList = () => import('./SortableSectionList');
// Should its file not come (the connection dropped), the rows stay as drawn: the buttons move them.
const SortableSectionList = lazy(() => loadSortableSectionList().catch(() => ({ default: RowsWithoutDrag })));

function RowsWithoutDrag({ onShown: _onShown, ...props }: SortableSectionListProps) {
  return <SectionRows {...props} />;
}

/**
 * The sections in their order, each switched on or off and moved by its up and down buttons, or
 * dragged by its handle. Until the drag and drop's code is here the rows are drawn the same, with their
 * handles disabled: the buttons already move them. When it comes the rows are drawn anew, and the
 * control that had the focus (a move button, a switch) gets it back.
 */
export function SectionOrderList(props: SectionOrderListProps) {
  const list = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);
  const giveFocusBack = () => {
    const label = focused.current;
    const active = document.activeElement;
    if (label === null || (active !== null && active !== document.body)) return;
    const controls = list.current?.querySelectorAll<HTMLElement>('[aria-label]') ?? [];
    [...controls].find((control) => control.getAttribute('aria-label') === label)?.focus();
  };
  return (
    <div ref={list} onFocus={(event) => (focused.current = event.target.getAttribute('aria-label'))}>
      <Suspense fallback={<SectionRows {...props} />}>
        <SortableSectionList {...props} onShown={giveFocusBack} />
      </Suspense>
    </div>
  );
}
