/**
 * Starts `load` in a task of its own, after the current one. Made for dynamic imports: each first adds
 * to the page a module preload for each file its chunk needs (Vite's loader: they download at once
 * rather than one level of imports at a time), and the browser's work on each link is about 0.2 ms at
 * full speed, four times that on a mid-range phone. The dashboard's code (41 links) and its cards'
 * contents made, with the render that asked for them, some of a first visit's longest tasks
 * (docs/performance.md). `cancel` stops a load that has not started yet.
 */
export function inATaskOfItsOwn<T>(load: () => Promise<T>): { started: Promise<T>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = new Promise<void>((resolve) => (timer = setTimeout(resolve))).then(load);
  return { started, cancel: () => clearTimeout(timer) };
}
