import { parentCreateTaskInput, type CommandInput } from '@t1d/contract';
import type { FieldErrors } from '../../shared/form/useValidatedForm';

export type TaskFormValues = {
  name: string;
  desc: string;
  /** '1' website, '2' video, '4' other. */
  type: string;
  content: string;
  /** datetime-local values (YYYY-MM-DDTHH:mm, the device's time zone). */
  startTime: string;
  endTime: string;
  category: string;
  /** '1' daily, '0' once. */
  loopType: string;
  coins: string;
};

type CreateInput = CommandInput<'GmsInfluenceApi.parentCreateTask'>;

/** The form's own texts for what the contract cannot say: a date input left empty. */
export const formMessages = { startRequired: 'Choose a start time', endRequired: 'Choose an end time' } as const;

/** The contract's field names onto the form's (the server answers errors[] by contract name). */
const formFieldOf: Record<string, keyof TaskFormValues> = {
  name: 'name',
  desc: 'desc',
  content: 'content',
  type: 'type',
  start_time: 'startTime',
  end_time: 'endTime',
  goal_category: 'category',
  loop_type: 'loopType',
  coin_amount: 'coins',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch seconds as a datetime-local value in the device's time zone. */
export function toLocalInput(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as epoch seconds, or null when it is empty or not a date. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  // Without an offset, the date-time form is read as local time, as the input shows it.
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** A new task starts now and runs for a week: most parents only change the name and the link. */
export function defaultTaskValues(nowSeconds: number): TaskFormValues {
  const start = nowSeconds - (nowSeconds % 60);
  return {
    name: '',
    desc: '',
    type: '1',
    content: '',
    startTime: toLocalInput(start),
    endTime: toLocalInput(start + 7 * 86400),
    category: '',
    loopType: '0',
    coins: '5',
  };
}

/** The form's strings as the command's input; an empty coin field leaves the server's default. */
function toCreateInput(values: TaskFormValues): Record<string, unknown> {
  const coins = values.coins.trim();
  return {
    name: values.name,
    desc: values.desc,
    content: values.content,
    type: values.type,
    start_time: fromLocalInput(values.startTime) ?? 0,
    end_time: fromLocalInput(values.endTime) ?? 0,
    goal_category: values.category,
    loop_type: Number(values.loopType),
    coin_amount: coins === '' ? undefined : Number(coins),
  };
}

/** Problems named by contract field (the schema's, or the server's errors[]) under the form's fields; a field keeps its first. */
export function formFieldErrors(
  problems: readonly { field: string; message: string }[],
  into: FieldErrors<TaskFormValues> = {},
): FieldErrors<TaskFormValues> {
  for (const { field, message } of problems) {
    const name = formFieldOf[field];
    if (name && !into[name]) into[name] = message;
  }
  return into;
}

function schemaProblems(input: Record<string, unknown>) {
  return (parentCreateTaskInput.safeParse(input).error?.issues ?? []).map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
}

/**
 * The contract's schema judges the form, so the form says exactly what the server would. Its
 * cross-field rules (end after start, a link for website and video) only run once every field
 * has the right type, so they are checked a second time on their own fields, with neutral values
 * for the rest: a parent then sees every problem at once.
 */
export function validateTaskForm(values: TaskFormValues): FieldErrors<TaskFormValues> {
  const errors: FieldErrors<TaskFormValues> = {};
  const start = fromLocalInput(values.startTime);
  const end = fromLocalInput(values.endTime);
  if (start === null) errors.startTime = formMessages.startRequired;
  if (end === null) errors.endTime = formMessages.endRequired;
  const input = toCreateInput(values);
  const crossField = { ...input, name: 'x', desc: '', goal_category: '1', loop_type: 0, coin_amount: 0 };
  return formFieldErrors([...schemaProblems(input), ...schemaProblems(crossField)], errors);
}

/** The checked input for the command, or null while the form has problems. */
export function parseTaskForm(values: TaskFormValues): CreateInput | null {
  if (Object.keys(validateTaskForm(values)).length > 0) return null;
  const result = parentCreateTaskInput.safeParse(toCreateInput(values));
  return result.success ? result.data : null;
}
