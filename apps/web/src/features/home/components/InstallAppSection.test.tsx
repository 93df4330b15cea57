import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetInstallStateForTests } from '../../../shared/install/useInstall';
import { desktopFirefox, setSecureContext, withUserAgent } from '../../../test/browserSecurity';
import { renderWithProviders } from '../../../test/render';
import { InstallAppSection } from './InstallAppSection';

beforeEach(() => resetInstallStateForTests());
afterEach(() => setSecureContext(true));

describe('the dashboard’s install card', () => {
  it('on a plain-http address, says the address is not secure and to open the app at its https address', async () => {
    setSecureContext(false);
    renderWithProviders(<InstallAppSection />);
    await screen.findByText(
      'This address is not secure (it starts with http://), so no browser can install the app from it. Open the app at its secure https:// address: the hospital can tell you what it is.',
    );
    expect(screen.queryByText(/different browser/)).toBeNull();
  });

  it('on a secure address where the browser cannot install, keeps its own wording', async () => {
    setSecureContext(true);
    await withUserAgent(desktopFirefox, async () => {
      renderWithProviders(<InstallAppSection />);
      await screen.findByText('This app cannot be installed on your current device/browser. Please try a different browser or device.');
      expect(screen.queryByText(/This address is not secure/)).toBeNull();
    });
  });
});
