import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { desktopFirefox, iphoneSafari, setSecureContext, withUserAgent } from '../../test/browserSecurity';
import { renderWithProviders } from '../../test/render';
import { InstallOffer } from './InstallOffer';
import { listenForInstallOffer } from './installPrompt';
import { resetInstallStateForTests } from './useInstall';

/** A beforeinstallprompt as Chromium sends it, answering `outcome` (or failing to open). */
function offerInstall(outcome: 'accepted' | 'dismissed' | 'fails') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => (outcome === 'fails' ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve())),
    userChoice: Promise.resolve({ outcome: outcome === 'fails' ? 'dismissed' : outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

const insecureWording =
  'This address is not secure (it starts with http://), so no browser can install the app from it. Open the app at its secure https:// address: the hospital can tell you what it is.';

beforeAll(() => {
  listenForInstallOffer(window);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

beforeEach(() => {
  setSecureContext(true);
  resetInstallStateForTests();
});

describe('the install offer', () => {
  it('sends a browser without an offer to the guide', () => {
    renderWithProviders(<InstallOffer />);
    expect(screen.getByText('Manual Installation Required')).toBeTruthy();
    expect(screen.getByText("Please use your browser's install option to add this app to your home screen.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Detailed Guide' }).getAttribute('href')).toBe('/manual-install-guide');
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('shows the browser’s dialog when the offer arrives, and thanks the parent who accepts', async () => {
    renderWithProviders(<InstallOffer />);
    const event = offerInstall('accepted');
    fireEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText(/Thank you! The app is being added to your device/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('says so when the parent declines', async () => {
    offerInstall('dismissed');
    renderWithProviders(<InstallOffer />);
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(await screen.findByText('App installation was declined. You can still use the app in your browser.')).toBeTruthy();
  });

  it('falls back to the guide when the dialog fails to open', async () => {
    offerInstall('fails');
    renderWithProviders(<InstallOffer />);
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(await screen.findByText('An error occurred during app installation. Please try again.')).toBeTruthy();
    expect(screen.getByText('Manual Installation Required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Detailed Guide' })).toBeTruthy();
  });

  it('on the sign-in tab, is a button that says what it can when pressed', () => {
    renderWithProviders(<InstallOffer compact />);
    expect(screen.queryByText('Manual Installation Required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(screen.getByText('Manual Installation Required')).toBeTruthy();
  });

  it('on a plain-http address, names the address as the cause and the https address as the way, never another browser', () => {
    setSecureContext(false);
    renderWithProviders(<InstallOffer />);
    expect(screen.getByText(insecureWording)).toBeTruthy();
    expect(screen.queryByText(/different browser/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Detailed Guide' })).toBeNull();
  });

  it('on a secure address, says when this browser cannot install the app', async () => {
    await withUserAgent(desktopFirefox, () => {
      renderWithProviders(<InstallOffer />);
      expect(
        screen.getByText('This app cannot be installed on your current device/browser. Please try a different browser or device.'),
      ).toBeTruthy();
      expect(screen.queryByText(/This address is not secure/)).toBeNull();
    });
  });

  it('on an iPhone, tells the Share menu’s steps itself, and keeps the link to the guide', async () => {
    await withUserAgent(iphoneSafari, () => {
      renderWithProviders(<InstallOffer />);
      expect(screen.getByText("On an iPhone or iPad, add the app to your home screen from Safari's Share menu:")).toBeTruthy();
      const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
      expect(steps).toEqual([
        'Open this page in Safari and tap the Share button: the square with an arrow pointing up, at the bottom of the screen (at the top right on an iPad).',
        'Scroll down the list and tap "Add to Home Screen".',
        'Check the name and tap "Add" at the top right.',
      ]);
      expect(screen.queryByText(/use your browser's install option/)).toBeNull();
      expect(screen.getByRole('link', { name: 'View Detailed Guide' })).toBeTruthy();
    });
  });

  // Last: the browser's report stays for the rest of the page's life.
  it('knows the app installed once the browser reports it, and the sign-in tab’s button goes', async () => {
    renderWithProviders(
      <>
        <InstallOffer />
        <div data-testid="compact">
          <InstallOffer compact />
        </div>
      </>,
    );
    window.dispatchEvent(new Event('appinstalled'));
    expect(await screen.findByText('The app is already installed on your device.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('compact').childElementCount).toBe(0));
  });
});
