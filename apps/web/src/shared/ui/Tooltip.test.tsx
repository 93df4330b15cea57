import { ActionIcon } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Tooltip } from './Tooltip';

function renderControl() {
  renderWithProviders(
    <Tooltip label="Family members">
      <ActionIcon aria-label="Family">F</ActionIcon>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Family' });
}

describe('Tooltip', () => {
  it('shows its label while a mouse is over the control, and keeps the control as it was', async () => {
    const control = renderControl();
    fireEvent.pointerEnter(control, { pointerType: 'mouse' });
    // `hidden`: with no layout here, floating-ui finds the control off screen and hides the label.
    expect((await screen.findByRole('tooltip', { hidden: true })).textContent).toBe('Family members');
    expect(screen.getByRole('button', { name: 'Family' })).toBe(control);
    fireEvent.pointerLeave(control, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
  });

  it('shows nothing for a touch', async () => {
    const control = renderControl();
    fireEvent.pointerEnter(control, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});
