import { afterEach, describe, expect, it } from 'vitest';
import { lastDashboardId } from '../shared/lastDashboard/lastDashboard';
import { renderAfresh } from './renderAfresh';

const parts = 6;

/** Keeps the thread busy, as a slow phone's render does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Nothing else runs meanwhile.
  }
}

/** A part of the page that takes a while to draw, longer than the slice React gives a transition. */
function SlowPart({ drawn }: { drawn: number[] }) {
  busyFor(8);
  drawn.push(1);
  return <p>part</p>;
}

/**
 * Renders the slow page and looks at it from the browser's other tasks as it is drawn: the numbers of
 * parts drawn each time a timer got its turn, until the page was whole.
 */
async function partsSeenByOtherTasks(pageOnScreen = '') {
  const mount = document.createElement('div');
  mount.innerHTML = pageOnScreen;
  document.body.append(mount);
  const drawn: number[] = [];
  const root = renderAfresh(
    mount,
    <>
      {Array.from({ length: parts }, (_, index) => (
        <SlowPart key={index} drawn={drawn} />
      ))}
    </>,
    {},
  );
  const seen: number[] = [];
  const onScreen: string[] = [];
  await new Promise<void>((resolve) => {
    const look = () => {
      seen.push(drawn.length);
      onScreen.push(mount.textContent ?? '');
      if (mount.querySelectorAll('p').length === parts) resolve();
      else setTimeout(look, 0);
    };
    setTimeout(look, 0);
  });
  root.unmount();
  mount.remove();
  return { seen, onScreen };
}

describe('renderAfresh', () => {
  afterEach(() => document.getElementById(lastDashboardId)?.remove());

  it.each([
    ['with nothing on screen', false],
    ['beneath the painted dashboard', true],
  ])('draws the app %s in short tasks that let the page answer in between', async (_start, painted) => {
    if (painted) {
      const paintedPage = document.createElement('div');
      paintedPage.id = lastDashboardId;
      document.body.append(paintedPage);
    }
    const { seen } = await partsSeenByOtherTasks();
    expect(seen.some((count) => count > 0 && count < parts)).toBe(true);
  });

  it('keeps a prerendered page that does not fit the visit on screen until the app is drawn in its place, never a blank page', async () => {
    const { seen, onScreen } = await partsSeenByOtherTasks('<h1>Prerendered sign-up</h1>');
    // Timers ran in the middle of the render, and each of them found the old page or the whole app.
    expect(seen.some((count) => count > 0 && count < parts)).toBe(true);
    expect(onScreen.every((text) => text === 'Prerendered sign-up' || text === 'part'.repeat(parts))).toBe(true);
    expect(onScreen.at(-1)).toBe('part'.repeat(parts));
  });
});
