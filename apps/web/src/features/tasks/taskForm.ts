import { lazyRules } from '../../shared/wireForm';

/** The create-task form, named as the command's input is on the wire; every value as its input holds it. */
export type TaskFormValues = {
  name: string;
  desc: string;
  /** '1' website, '2' video, '4' other. */
  type: string;
  content: string;
  /** datetime-local values (YYYY-MM-DDTHH:mm, the device's time zone). */
  start_time: string;
  end_time: string;
  goal_category: string;
  /** '1' daily, '0' once. */
  loop_type: string;
  coin_amount: string;
};

/** The form's own texts for what the contract cannot say: a date input left empty. */
export const formMessages = { startRequired: 'Choose a start time', endRequired: 'Choose an end time' } as const;

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
    start_time: toLocalInput(start),
    end_time: toLocalInput(start + 7 * 86400),
    goal_category: '',
    loop_type: '0',
    coin_amount: '5',
  };
}

/** The form's strings as the command's input; an empty coin field leaves the server's default. */
export function toCreateInput(values: TaskFormValues): Record<string, unknown> {
  const coins = values.coin_amount.trim();
  return {
    name: values.name,
    desc: values.desc,
    content: values.content,
    type: values.type,
    start_time: fromLocalInput(values.start_time) ?? 0,
    end_time: fromLocalInput(values.end_time) ?? 0,
    goal_category: values.goal_category,
    loop_type: Number(values.loop_type),
    coin_amount: coins === '' ? undefined : Number(coins),
  };
}

/** What the contract cannot say: a date input left empty. */
export function emptyDates(values: TaskFormValues) {
  return {
    start_time: fromLocalInput(values.start_time) === null ? formMessages.startRequired : undefined,
    end_time: fromLocalInput(values.end_time) === null ? formMessages.endRequired : undefined,
  };
}

/** The form's rules (taskRules.ts): the contract's schema, fetched with zod when the form is first used. */
export const taskFormRules = lazyRules<TaskFormValues>(() => import('./taskRules').then((rules) => rules.validateTaskForm));
