import { pwaTimings } from './timings';

// Code fetched on the way (a screen's, or a dashboard card's content) that does not come: the page says
// so rather than waiting forever (docs/product.md, "Install and updates": the chunk-load time-out).

/** Thrown when a screen's code or texts (or a dashboard card's content) did not arrive within 120 s. */
export class ScreenLoadTimeout extends Error {
  constructor() {
    super('The screen took too long to load');
    this.name = 'ScreenLoadTimeout';
  }
}

/** Thrown when a screen's code or texts could not be fetched (offline and not cached; ScreenLoadBoundary shows it). */
export class ScreenLoadFailed extends Error {
  constructor(cause: unknown) {
    super('The screen could not be loaded', { cause });
    this.name = 'ScreenLoadFailed';
  }
}

/** A screen's code or texts did not arrive: the screen says so itself (ScreenLoadBoundary). */
export const isScreenLoadFailure = (error: unknown) => error instanceof ScreenLoadFailed || error instanceof ScreenLoadTimeout;

/** `loading`, or a ScreenLoadTimeout once the chunk-load time-out has passed; its failure as ScreenLoadFailed. */
export function withinChunkLoadTimeout<T>(loading: Promise<T>, timeoutMs: number = pwaTimings.chunkLoadTimeout): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenLoadTimeout()), timeoutMs);
  });
  const failed = (error: unknown): never => {
    throw new ScreenLoadFailed(error);
  };
  return Promise.race([loading.catch(failed), timeout]).finally(() => clearTimeout(timer));
}
