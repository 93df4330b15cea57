import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetInstallStateForTests } from '../../../shared/install/useInstall';
import { desktopFirefox, setSecureContext, withUserAgent } from '../../../test/browserSecurity';
import { renderWithProviders } from '../../../test/render';
import { InstallPopup } from './InstallPopup';

beforeEach(() => resetInstallStateForTests());
afterEach(() => setSecureContext(true));

describe('the install popup', () => {
  it('on a plain-http address, says the address is not secure and to open the app at its https address', async () => {
    setSecureContext(false);
    renderWithProviders(<InstallPopup />);
    const popup = await screen.findByRole('dialog', { name: 'Keep T1D Family on your home screen' });
    expect(popup.textContent).toContain(
      'This address is not secure (it starts with http://), so no browser can install the app from it. Open the app at its secure https:// address: the hospital can tell you what it is.',
    );
    expect(popup.textContent).not.toMatch(/different browser|Chrome can/);
  });

  it('on a secure address where the browser cannot install, keeps its own wording', async () => {
    setSecureContext(true);
    await withUserAgent(desktopFirefox, async () => {
      renderWithProviders(<InstallPopup />);
      const popup = await screen.findByRole('dialog', { name: 'Keep T1D Family on your home screen' });
      expect(popup.textContent).toContain(
        'This app cannot be installed on your current device/browser. Please try a different browser or device.',
      );
      expect(popup.textContent).not.toContain('This address is not secure');
    });
  });
});
