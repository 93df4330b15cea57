/** One field that a write changed: its name, and its value before and after (JSON, shortened). */
interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE = 300;

/** How a moment is shown (epoch seconds in, the operator's date and time out). */
export type TimeFormat = (epochSeconds: number) => string;

// The server's times are epoch seconds in fields named `…_at` (updated_at, revoked_at, paid_at): read as
// a date, where 1800000000 said nothing to the operator reading the log.
const isTimeField = (field: string, value: unknown): value is number =>
  /(?:^|_)at$/.test(field) && typeof value === 'number' && Number.isInteger(value) && value > 0;

function shown(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

const shownIn = (field: string, value: unknown, time: TimeFormat) => (isTimeField(field, value) ? time(value) : shown(value));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a logged write changed: the fields whose values differ between before and after, a time as
 * `time` shows it. A creation (nothing before) or a removal (nothing after) lists every field; values
 * that are not objects are one change named '—'.
 */
export function changesOf(before: unknown, after: unknown, time: TimeFormat): FieldChange[] {
  if (!isRecord(before) && !isRecord(after))
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: '—', before: shown(before ?? undefined), after: shown(after ?? undefined) }];
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({ field, before: shownIn(field, was[field], time), after: shownIn(field, is[field], time) }));
}
