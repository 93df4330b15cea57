import { describe, expect, it } from 'vitest';
import { mainThreadLoad } from './mainThreadLoad.mjs';

const ms = 1000;
const threadName = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
/** A task of `cpu` ms of the thread's own time that took `wall` ms, starting at `at` ms. */
const task = (pid: number, tid: number, at: number, wall: number, cpu?: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: at * ms,
  dur: wall * ms,
  ...(cpu === undefined ? {} : { tdur: cpu * ms }),
});

describe("a run's main-thread load", () => {
  it("is read on the page's renderer main thread, the one with the most tasks, from the first paint on", () => {
    const events = [
      threadName(1, 1, 'CrBrowserMain'),
      threadName(2, 1, 'CrRendererMain'),
      threadName(3, 1, 'CrRendererMain'),
      // The browser's thread and an idle renderer (an extension page, a blank tab) are not the page's.
      task(1, 1, 0, 500, 100),
      task(3, 1, 0, 100, 100),
      // Before the first paint: not counted as blocking, counted in the load.
      task(2, 1, 0, 60, 30),
      { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 1, ts: 100 * ms },
      task(2, 1, 200, 75, 25), // 4 × 25 − 50 = 50 ms blocking
      task(2, 1, 300, 30, 10), // 4 × 10 < 50: none
      task(2, 1, 400, 35, 15), // 4 × 15 − 50 = 10 ms
    ];
    const load = mainThreadLoad(events);
    expect(load?.cpuTbtMs).toBeCloseTo(60);
    expect(load?.ratio).toBeCloseTo(200 / 80);
  });

  it("counts no blocking time without a first paint, and takes the run's CPU slowdown", () => {
    const events = [threadName(2, 1, 'CrRendererMain'), task(2, 1, 0, 30, 25)];
    expect(mainThreadLoad(events)).toEqual({ ratio: 30 / 25, cpuTbtMs: null });
    const painted = [...events, { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 1, ts: 0 }];
    expect(mainThreadLoad(painted)?.cpuTbtMs).toBeCloseTo(50);
    expect(mainThreadLoad(painted, 2)?.cpuTbtMs).toBe(0);
  });

  it('is not known from a trace without thread times', () => {
    expect(mainThreadLoad([threadName(2, 1, 'CrRendererMain'), task(2, 1, 0, 50)])).toBeNull();
    expect(mainThreadLoad([])).toBeNull();
  });
});
