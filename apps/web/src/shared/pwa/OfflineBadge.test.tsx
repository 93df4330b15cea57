import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSecureContext } from '../../test/browserSecurity';
import { renderWithProviders } from '../../test/render';
import { noteServerAnswered } from './connectivity';
import { OfflineBadge } from './OfflineBadge';

const insecureWording =
  'This address is not secure (it starts with http://), so the app is not kept on this device and will not open again without a connection. Open it at its secure https:// address to use it offline.';

afterEach(() => {
  setSecureContext(true);
  window.dispatchEvent(new Event('online'));
  noteServerAnswered();
});

describe('the offline badge', () => {
  it('on a plain-http address, says the app will not open again offline there, and to use its https address', () => {
    setSecureContext(false);
    act(() => window.dispatchEvent(new Event('offline')));
    renderWithProviders(<OfflineBadge />);
    expect(screen.getByTestId('offline-badge').textContent).toContain("You're seeing what was saved on this device.");
    expect(screen.getByText(insecureWording)).toBeTruthy();
  });

  it('on a secure address, promises only what the service worker keeps', () => {
    setSecureContext(true);
    act(() => window.dispatchEvent(new Event('offline')));
    renderWithProviders(<OfflineBadge />);
    expect(screen.getByTestId('offline-badge').textContent).toContain("You're seeing what was saved on this device.");
    expect(screen.queryByText(/This address is not secure/)).toBeNull();
  });
});
