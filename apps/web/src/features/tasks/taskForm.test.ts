import { describe, expect, it } from 'vitest';
import taskTexts from '../../locales/en/tasks.json';
import { defaultTaskValues, formMessages, fromLocalInput, toLocalInput, type TaskFormValues } from './taskForm';
import { parseTaskForm, validateTaskForm } from './taskRules';

const now = Math.floor(new Date(2026, 4, 10, 9, 30, 42).getTime() / 1000);
const filled = (extra: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...defaultTaskValues(now),
  name: 'Bake a low-sugar cake',
  content: 'https://example.org/cake',
  goal_category: '1',
  ...extra,
});

describe('the task form', () => {
  it('round-trips datetime-local values in the device time zone, by the minute', () => {
    expect(toLocalInput(now)).toBe('2026-05-10T09:30');
    expect(fromLocalInput('2026-05-10T09:30')).toBe(now - 42);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('starts now and ends a week later, once, with 5 coins', () => {
    const values = defaultTaskValues(now);
    expect(fromLocalInput(values.end_time)! - fromLocalInput(values.start_time)!).toBe(7 * 86400);
    expect(values).toMatchObject({ type: '1', loop_type: '0', coin_amount: '5', goal_category: '' });
  });

  it('accepts a complete form and builds the command input', () => {
    expect(validateTaskForm(filled())).toEqual({});
    expect(parseTaskForm(filled({ loop_type: '1', coin_amount: '12' }))).toMatchObject({
      name: 'Bake a low-sugar cake',
      type: '1',
      goal_category: '1',
      loop_type: 1,
      coin_amount: 12,
      start_time: now - 42,
    });
  });

  it('reports every problem at once with the contract messages', () => {
    const errors = validateTaskForm(
      filled({ name: '  ', content: '', goal_category: '', coin_amount: '101', end_time: filled().start_time }),
    );
    expect(errors).toEqual({
      name: 'Task name is required',
      content: 'A link is required for website and video tasks',
      goal_category: 'Choose a category',
      coin_amount: 'Coins must be a whole number from 0 to 100',
      end_time: 'End time must be after start time',
    });
  });

  it('checks links, whole coins and empty dates', () => {
    expect(validateTaskForm(filled({ content: 'example' })).content).toBe('Please enter a valid link starting with https:// or http://');
    // A link over 2,000 characters, in the contract's words, which both languages hold (not zod's English).
    expect(validateTaskForm(filled({ content: `https://example.org/${'x'.repeat(2000)}` })).content).toBe('This text is too long');
    expect(validateTaskForm(filled({ coin_amount: '2.5' })).coin_amount).toBe('Coins must be a whole number from 0 to 100');
    expect(validateTaskForm(filled({ start_time: '', end_time: '' }))).toEqual({
      start_time: 'Choose a start time',
      end_time: 'Choose an end time',
    });
    expect(parseTaskForm(filled({ start_time: '' }))).toBeNull();
  });

  it('needs no link for an "other" task, and an empty coin field means the default', () => {
    expect(validateTaskForm(filled({ type: '4', content: '' }))).toEqual({});
    expect(parseTaskForm(filled({ coin_amount: '' }))?.coin_amount).toBeUndefined();
  });
});

describe('the form’s own messages', () => {
  it('are the en texts, so the view can translate them', () => {
    expect(formMessages.startRequired).toBe(taskTexts.form.startRequired);
    expect(formMessages.endRequired).toBe(taskTexts.form.endRequired);
  });
});
