import { screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { showAppStopped } from './appStopped';

const mounts: HTMLElement[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  mounts.splice(0).forEach((mount) => mount.remove());
  document.getElementById('app-stopped')?.remove();
  await i18n.changeLanguage('en');
});

function Broken(): never {
  throw new Error('the shell cannot draw');
}

/**
 * An app whose shell throws as it draws, with nothing to catch it: React empties its container. Not in
 * act(), which would throw the error at the test rather than hand it to the root.
 */
function stopTheApp() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const mount = document.createElement('div');
  document.body.append(mount);
  mounts.push(mount);
  const stopped = vi.fn();
  createRoot(mount, {
    onUncaughtError: (error) => {
      stopped(error);
      showAppStopped(mount);
    },
  }).render(<Broken />);
  return { mount, stopped };
}

describe('an error that stops the whole app', () => {
  it('leaves a notice with a way to start again, not a blank page', async () => {
    const { mount, stopped } = stopTheApp();
    const notice = await screen.findByRole('alert');
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(mount.childNodes).toHaveLength(0);
    expect(notice.textContent).toContain('Something went wrong');
    expect(notice.textContent).toContain('The app stopped because of an error. Start it again to carry on.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('in the reader’s language', async () => {
    await i18n.changeLanguage('zh');
    stopTheApp();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('出了点问题');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
