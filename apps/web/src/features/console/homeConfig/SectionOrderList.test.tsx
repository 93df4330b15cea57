import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { rowTexts, SectionEditor } from './__fixtures__/SectionEditor';

/** The drag and drop's file arrives when the test opens the gate. */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});

vi.mock('./SortableSectionList', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('the sections’ list, its drag and drop in a file of its own (ADR 0059)', () => {
  it('draws the rows at once and moves them by their buttons; when the file comes, the handles drag and the focus stays', async () => {
    renderWithProviders(<SectionEditor />);
    const handle = () => screen.getByRole('button', { name: 'Drag Red flags' });
    expect(handle().hasAttribute('disabled')).toBe(true);
    const moveUp = () => screen.getByRole('button', { name: 'Move Red flags up' });
    fireEvent.click(moveUp());
    expect(rowTexts()[14]).toContain('Red flags');
    moveUp().focus();
    expect(document.activeElement).toBe(moveUp());

    await act(async () => gate.open());
    await waitFor(() => expect(handle().hasAttribute('disabled')).toBe(false));
    // Bound to @dnd-kit, described by its instructions; the order kept, the focus on the same button, drawn anew.
    expect(handle().getAttribute('aria-roledescription')).toBe('sortable');
    expect(rowTexts()[14]).toContain('Red flags');
    expect(document.activeElement).toBe(moveUp());
  });
});
