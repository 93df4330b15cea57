/** One field that a write changed: its name, and its value before and after (JSON, shortened). */
interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE = 300;

function shown(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a logged write changed: the fields whose values differ between before and after. A creation
 * (nothing before) or a removal (nothing after) lists every field; values that are not objects are
 * one change named '—'.
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after))
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: '—', before: shown(before ?? undefined), after: shown(after ?? undefined) }];
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({ field, before: shown(was[field]), after: shown(is[field]) }));
}
