import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { rowTexts, SectionEditor } from './__fixtures__/SectionEditor';

/** The drag and drop's file fails to come when the test says. */
const gate = vi.hoisted(() => {
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => (fail = reject));
  return { failed, fail: (error: Error) => fail(error) };
});

vi.mock('./SortableSectionList', () => gate.failed);

describe('the sections’ list, when the drag and drop’s file does not come', () => {
  it('stays as drawn, its handles disabled, its buttons still moving the rows', async () => {
    renderWithProviders(<SectionEditor />);
    await act(async () => gate.fail(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('button', { name: 'Drag Red flags' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Red flags up' }));
    expect(rowTexts()[14]).toContain('Red flags');
  });
});
