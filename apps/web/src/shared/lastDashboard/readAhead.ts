/**
 * The dashboard's reads, asked by the page's first script as it paints the saved dashboard (ADR 0046),
 * so their answers are on their way while the app's code downloads and runs. The app's cache and
 * transport (shared/api/readAheadAnswers.ts) take each answer for the same read instead of asking again,
 * until the app sends anything but a read (stopReadingAhead, lastDashboard.ts).
 *
 * Built into the page's first script (paintOnStart.ts) with lastDashboard.ts; the app's shell does not
 * import it (it comes with the app's cache).
 */
import { TOKEN_KEY } from '../session/storageKeys';
import { firstVisitReads } from './firstVisitReads';
import { lastDashboardPath, paintLastDashboard, readAheadSlot, signedInOwner, stopReadingAhead } from './lastDashboard';

/** One call of the gateway's batch (docs/protocol.md, "Batched calls"): the command and its input's fields. */
export type ReadCall = Record<string, unknown> & { cmd: string };

/** One read of the dashboard. */
export interface DashboardRead {
  call: ReadCall;
  /**
   * Its query keeps the answer's data as the server gives it (shared/api/hooks.ts): an answer read
   * ahead may go into the app's cache before the first draw. Others (a query that makes its data out
   * of the answer) are answered through the transport, by their own query function.
   */
  asData: boolean;
}

/** What the dashboard read when it was kept, and in which language (the server names things in it). */
export interface DashboardReads {
  locale: string;
  calls: DashboardRead[];
}

/** One call's answer as the gateway's batch gives it. */
export interface ReadAheadAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface PendingRead extends DashboardRead {
  key: string;
  /** Null when it could not be read ahead (offline, a refused batch): the app then asks itself. */
  answer: Promise<ReadAheadAnswer | null>;
  /** The answer once it is here, and when it came (epoch ms). */
  settled?: { answer: ReadAheadAnswer | null; at: number };
  taken: boolean;
}

/** An answer read ahead, with its call and when it came (epoch ms). */
export interface SettledRead {
  call: ReadCall;
  answer: ReadAheadAnswer;
  at: number;
}

interface ReadAhead {
  token: string;
  locale: string;
  startedAt: number;
  reads: PendingRead[];
}

type WithReadAhead = Window & { [readAheadSlot]?: ReadAhead };

const BATCH_URL = '/api/gateway/batch';
/** At most 20 calls in one batch (docs/protocol.md); a dashboard asks for about 20. */
const MAX_BATCH_CALLS = 20;
/** Never more than this many at one start, whatever was kept. */
const MAX_CALLS = 3 * MAX_BATCH_CALLS;
/**
 * Answers read ahead are taken no later than this after the start, the time the app's cache holds an
 * answer as fresh (shared/api/queryClient.ts), and never after the app has sent anything but a read: a
 * read that follows an action must be the server's answer then, not the start's.
 */
export const readAheadForMs = 30_000;

const sortedFields = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** A call's identity, whatever the order of its fields (and of its objects' fields). */
export function callKey(call: Record<string, unknown>): string {
  return JSON.stringify(call, (_name, value: unknown) => sortedFields(value));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function isDashboardReads(value: unknown): value is DashboardReads {
  return (
    isObject(value) &&
    typeof value.locale === 'string' &&
    Array.isArray(value.calls) &&
    value.calls.every(
      (read) => isObject(read) && isObject(read.call) && typeof read.call.cmd === 'string' && typeof read.asData === 'boolean',
    )
  );
}

function asAnswer(result: unknown): ReadAheadAnswer | null {
  return isObject(result) && typeof result.status === 'number' && isObject(result.body)
    ? { status: result.status, body: result.body }
    : null;
}

/**
 * One batch's answers, one per call; null for each when the batch was not answered as a batch, or not
 * within readAheadForMs (a stalled connection): the reads waiting on it are then asked by the app.
 */
async function postBatch(win: Window, token: string, locale: string, calls: ReadCall[]): Promise<unknown[] | null> {
  const controller = new AbortController();
  const timer = win.setTimeout(() => controller.abort(), readAheadForMs);
  try {
    const response = await win.fetch(BATCH_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ token, calls }),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const body: unknown = await response.json();
    return response.ok && isObject(body) && Array.isArray(body.results) && body.results.length === calls.length ? body.results : null;
  } catch {
    return null;
  } finally {
    win.clearTimeout(timer);
  }
}

/** A call sent as kept: only a command and its input (a call's own session field would override the batch's). */
const isPlainCall = ({ call }: DashboardRead) => !('token' in call);

/**
 * Asks the server for the dashboard's reads, with the session it was kept for. What the app has not
 * taken within readAheadForMs is let go.
 */
export function sendDashboardReads(win: Window, token: string, reads: DashboardReads, now: number) {
  const calls = reads.calls.filter(isPlainCall).slice(0, MAX_CALLS);
  const pending: PendingRead[] = [];
  for (let start = 0; start < calls.length; start += MAX_BATCH_CALLS) {
    const batch = calls.slice(start, start + MAX_BATCH_CALLS);
    const answers = postBatch(
      win,
      token,
      reads.locale,
      batch.map(({ call }) => call),
    );
    batch.forEach(({ call, asData }, index) => {
      const answer = answers.then((results) => asAnswer(results?.[index]));
      const read: PendingRead = { call, asData, key: callKey(call), taken: false, answer };
      void read.answer.then((answer) => (read.settled = { answer, at: Date.now() }));
      pending.push(read);
    });
  }
  const ahead: ReadAhead = { token, locale: reads.locale, startedAt: now, reads: pending };
  (win as WithReadAhead)[readAheadSlot] = ahead;
  win.setTimeout(() => {
    if ((win as WithReadAhead)[readAheadSlot] === ahead) stopReadingAhead(win);
  }, readAheadForMs);
}

/**
 * Run right after #root is parsed: paints the saved dashboard (lastDashboard.ts) and asks at once for
 * what its cards read, with the session it was kept for. With none to paint, a signed-in parent's
 * dashboard asks its first batch (firstVisitReads.ts, ADR 0056).
 */
export function paintAndReadAhead(doc: Document, storage: Storage, now: number) {
  const painted = paintLastDashboard(doc, storage, now);
  const token = storage.getItem(TOKEN_KEY);
  if (!token || !doc.defaultView) return;
  // Painted from the server (ADR 0061), or nothing painted: the dashboard's first batch.
  const firstVisit = !painted?.reads && doc.location.pathname === lastDashboardPath && signedInOwner(storage) !== null;
  const reads = firstVisit ? firstVisitReads(storage) : painted?.reads;
  if (isDashboardReads(reads)) sendDashboardReads(doc.defaultView, token, reads, now);
}

/** The read-ahead this session and language may use now, if any. */
function usableReadAhead(win: Window, token: string | null, locale: string, now: number): ReadAhead | null {
  const ahead = (win as WithReadAhead)[readAheadSlot];
  return ahead?.token === token && ahead.locale === locale && now - ahead.startedAt <= readAheadForMs ? ahead : null;
}

/**
 * The answers read ahead that are here already, of reads whose query keeps the answer as its data, and
 * that `accept` takes (the app's cache, before its first draw, takes the successful ones): each is then
 * taken, and no read asks for it again.
 */
export function takeSettledReads(
  win: Window,
  token: string | null,
  locale: string,
  now: number,
  accept: (read: SettledRead) => boolean,
): SettledRead[] {
  const ahead = usableReadAhead(win, token, locale, now);
  return (ahead?.reads ?? []).flatMap((read) => {
    if (read.taken || !read.asData || !read.settled?.answer) return [];
    const settled = { call: read.call, answer: read.settled.answer, at: read.settled.at };
    if (!accept(settled)) return [];
    read.taken = true;
    return [settled];
  });
}

/**
 * The answer read ahead for this call, once, if it was asked with this session and in this language
 * within readAheadForMs; null otherwise (the call then goes to the server as usual).
 */
export function takeReadAhead(
  win: Window,
  call: Record<string, unknown>,
  token: string | null,
  locale: string,
  now: number,
): Promise<ReadAheadAnswer | null> | null {
  const key = callKey(call);
  const read = usableReadAhead(win, token, locale, now)?.reads.find((pending) => !pending.taken && pending.key === key);
  if (!read) return null;
  read.taken = true;
  return read.answer;
}
