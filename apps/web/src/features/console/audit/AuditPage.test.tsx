import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { AuditPage } from './AuditPage';

const entry = {
  id: 7,
  at: 1_790_000_000,
  operator: 'clinic@t1dfamily.example',
  cmd: 'ParentTextHandler.updateText',
  target: 'text:auth.header.hello',
  before: { text_key: 'auth.header.hello', en: 'Hello!', edited: false, updated_at: 1_780_000_000 },
  after: { text_key: 'auth.header.hello', en: 'Welcome!', edited: true, updated_at: 1_790_000_000 },
};

afterEach(() => vi.unstubAllGlobals());

describe('the audit log of the console', () => {
  it('shows who changed what, and each changed field before and after; a search asks the server', async () => {
    const sent = stubCommands({
      'OperatorAuditHandler.list': () => answer('OperatorAuditHandler.list', { list: [entry], total: 1, page: 1, per_page: 20 }),
    });
    renderWithProviders(<AuditPage />);
    // On a phone the table scrolls sideways inside a region a keyboard can reach and scroll.
    const scroller = await screen.findByRole('region', { name: 'What changed in text:auth.header.hello' });
    expect(scroller.tabIndex).toBe(0);
    const table = within(scroller).getByRole('table');
    expect(screen.getByText(/By clinic@t1dfamily.example/)).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(0, 3)).toEqual(['FieldBeforeAfter', 'enHello!Welcome!', 'editedfalsetrue']);
    // A time field as the operator reads a time (in the test's time zone), not its epoch seconds.
    const when = String.raw`[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2} [AP]M`;
    expect(rows[3]).toMatch(new RegExp(`^updated_at${when}${when}$`));
    fireEvent.change(screen.getByRole('textbox', { name: /Search/ }), { target: { value: 'hello' } });
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ cmd: 'OperatorAuditHandler.list', search: 'hello', page: 1 }));
    expect(screen.queryByRole('button', { name: /delete|remove|edit/i })).toBeNull();
  });
});
