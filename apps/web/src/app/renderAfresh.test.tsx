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
async function partsSeenByOtherTasks() {
  const mount = document.createElement('div');
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
  await new Promise<void>((resolve) => {
    const look = () => {
      seen.push(drawn.length);
      if (mount.querySelectorAll('p').length === parts) resolve();
      else setTimeout(look, 0);
    };
    setTimeout(look, 0);
  });
  root.unmount();
  mount.remove();
  return seen;
}

describe('renderAfresh', () => {
  afterEach(() => document.getElementById(lastDashboardId)?.remove());

  it('draws the app at once when nothing is on screen: no other task runs in the middle of it', async () => {
    const seen = await partsSeenByOtherTasks();
    expect(seen.every((count) => count === 0 || count === parts)).toBe(true);
  });

  it('beneath the painted dashboard, draws it in short tasks that let the page answer in between', async () => {
    const painted = document.createElement('div');
    painted.id = lastDashboardId;
    document.body.append(painted);
    const seen = await partsSeenByOtherTasks();
    expect(seen.some((count) => count > 0 && count < parts)).toBe(true);
  });
});
