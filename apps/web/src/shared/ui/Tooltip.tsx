import type { TooltipProps } from '@mantine/core';
import { lazyOrNothing } from './lazyOrNothing';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, Suspense, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';

// Mantine's Tooltip positions its label with floating-ui: about 16 kB gzip, more than most screens'
// own code, for a label only a mouse ever shows. It is fetched when a mouse first rests on a control;
// offline where no worker keeps it, no label rather than no page (ADR 0066).
const MantineTooltip = lazyOrNothing(() => import('./MantineTooltip'));

type PointerHandler = (event: PointerEvent<HTMLElement>) => void;
type ControlProps = { ref?: Ref<HTMLElement>; onPointerEnter?: PointerHandler; onPointerLeave?: PointerHandler };

interface Props extends Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened' | 'events'> {
  /** The control the label is about; it is rendered as it is, before and after the label is there. */
  children: ReactElement<ControlProps>;
}

/** Mouse and pen hover; touch screens never show the label (Mantine's default `events`: hover only, no touch). */
const hovers = (event: PointerEvent) => event.pointerType === 'mouse' || event.pointerType === 'pen';

/**
 * Mantine's Tooltip with the same look and the same default behaviour: the label shows while a
 * mouse is over the control. The control is rendered here, so fetching the label never re-creates
 * it; the label is Mantine's Tooltip pointed at it (`target`), opened while the mouse is over it.
 */
export function Tooltip({ children, ...props }: Props) {
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const [hovered, setHovered] = useState(false);
  const [wanted, setWanted] = useState(false);
  const control = cloneElement(children, {
    ref,
    onPointerEnter: (event) => {
      children.props.onPointerEnter?.(event);
      if (!hovers(event)) return;
      setWanted(true);
      setHovered(true);
    },
    onPointerLeave: (event) => {
      children.props.onPointerLeave?.(event);
      setHovered(false);
    },
  });
  return (
    <>
      {control}
      {wanted && (
        <Suspense fallback={null}>
          <MantineTooltip {...props} target={target} opened={hovered} />
        </Suspense>
      )}
    </>
  );
}
