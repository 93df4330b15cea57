import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteServerAnswered, noteServerUnreachable } from '../../../shared/pwa/connectivity';
import { aRedFlag } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MarkReadCheckbox } from './MarkReadCheckbox';

afterEach(() => noteServerAnswered());

describe('Mark as read while offline', () => {
  it('is paused with the offline explanation, and comes back when the server answers', () => {
    renderWithProviders(<MarkReadCheckbox flag={aRedFlag({ id: 1, is_read: false })} describedBy="flag-1-heading" />);
    const box = screen.getByRole('checkbox', { name: 'Mark as read' }) as HTMLInputElement;
    expect(box.disabled).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('flag-1-heading');

    act(() => noteServerUnreachable());
    expect(box.disabled).toBe(true);
    expect(box.getAttribute('title')).toBe('Needs a connection');
    // The flag's own description stays, with the offline badge's explanation beside it.
    expect(box.getAttribute('aria-describedby')).toBe('flag-1-heading offline-explanation');

    act(() => noteServerAnswered());
    expect(box.disabled).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('flag-1-heading');
    expect(box.hasAttribute('title')).toBe(false);
  });

  it('gives a flag already read no offline hint: done is why it is locked', () => {
    renderWithProviders(<MarkReadCheckbox flag={aRedFlag({ id: 2, is_read: true })} />);
    act(() => noteServerUnreachable());
    const box = screen.getByRole('checkbox', { name: 'Mark as read' }) as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([true, true]);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    expect(box.hasAttribute('title')).toBe(false);
  });
});
