import { screen } from '@testing-library/react';

/**
 * The open dialog with this title, found by its title's text. (Mantine names a dialog by its title once
 * the title's mount effect has run; under jsdom that sometimes lags the text by more than a query waits.)
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`${title} is not in a dialog`);
  return dialog;
}
