// How much a run's figures owe to the machine: Lighthouse replays each task of the page's main thread
// for as long as the trace saw it take, four times over. On a busy or virtual machine a task waits for a
// core, or for memory the host is slow to give, and takes two to three times its own CPU time
// (docs/performance.md, 2026-12-01); the blocking time Lighthouse reports is then more than as many times
// too high, since only each task's time over 50 ms counts.

/** The page's main thread: the renderer's main thread (CrRendererMain) that ran the most tasks. */
function pageThread(events) {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    if (!tasks.has(thread)) tasks.set(thread, []);
    tasks.get(thread).push(event);
  }
  return [...tasks.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/**
 * From a run's trace events: `ratio`, how many times its CPU time the page's main thread took in wall
 * time (1 at best: a task also waits on the browser's other processes, the disk, the GPU), and
 * `cpuTbtMs`, the blocking time counted from each task's own CPU time, `slowdown` times over, less 50 ms,
 * as Lighthouse's phone would see a machine that never kept a task waiting. It counts from the first
 * contentful paint to the end of the trace, where Lighthouse stops at its simulated time to interactive;
 * null without a first paint. Null altogether when the trace has no thread times.
 */
export function mainThreadLoad(events, slowdown = 4) {
  const tasks = pageThread(events);
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  if (!cpu) return null;
  const wall = tasks.reduce((sum, task) => sum + task.dur, 0);
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === tasks[0].pid)?.ts;
  const cpuTbtMs =
    firstPaint === undefined
      ? null
      : tasks
          .filter((task) => task.ts >= firstPaint)
          .reduce((sum, task) => sum + Math.max(0, (slowdown * (task.tdur ?? 0)) / 1000 - 50), 0);
  return { ratio: wall / cpu, cpuTbtMs };
}
