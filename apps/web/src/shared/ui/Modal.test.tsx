import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { renderWithProviders } from '../../test/render';
import { Modal } from './Modal';

function Opener() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        What is this?
      </button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="About tokens">
        <p>Tokens are a thank-you.</p>
      </Modal>
    </>
  );
}

describe('a dialog fetched when it first opens', () => {
  it('names its close button, and gives the focus back to the control that opened it, the first time too', async () => {
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'What is this?' });
    for (const time of ['first', 'second']) {
      opener.focus();
      fireEvent.click(opener);
      const close = await screen.findByRole('button', { name: 'Close' });
      await waitFor(() => expect(document.activeElement).toBe(close));
      fireEvent.click(close);
      await waitFor(() => expect(document.activeElement, `${time} time`).toBe(opener));
    }
  });
});
