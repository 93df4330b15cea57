import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';

/** What was asked for, in order, with the end of the task each was asked in. */
const asked: string[] = [];

/** Notes `what`, and the end of the task it was asked in (a microtask runs before the next task). */
function note(what: string) {
  asked.push(what);
  queueMicrotask(() => asked.push(`end of ${what}'s task`));
}

vi.mock('../shared/i18n/i18n', () => ({
  loadTexts: () => {
    note('texts');
    return Promise.resolve();
  },
}));
vi.mock('./ServerState', () => {
  note('react-query');
  return { withServerState: <T>(component: T) => component };
});

describe('lazyScreen', () => {
  it('asks for the screen’s code, react-query and texts each in a task of its own, none in the task that wants the screen', async () => {
    const Screen = () => null;
    const { preload } = lazyScreen({
      load: () => {
        note('code');
        return Promise.resolve(Screen);
      },
      texts: ['home'],
      readsServer: true,
    });
    const loading = preload();
    // Each dynamic import adds a link to the page for every file it needs: not in the render that wants the screen.
    expect(asked).toEqual([]);
    await expect(loading).resolves.toEqual({ default: Screen });
    expect(asked).toEqual(['code', "end of code's task", 'react-query', "end of react-query's task", 'texts', "end of texts's task"]);
  });
});
