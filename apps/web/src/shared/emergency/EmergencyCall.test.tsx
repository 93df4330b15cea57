import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { reply, stubCommands } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { EmergencyCall, telHref } from './EmergencyCall';
import { emergencyNumbersRequest } from '../../test/emergency';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('telHref', () => {
  it('keeps what a phone dials: the digits, after a leading +', () => {
    expect(telHref('112')).toBe('tel:112');
    expect(telHref(' +44 (20) 7946-0000 ')).toBe('tel:+442079460000');
    expect(telHref('(010) 8888 1234')).toBe('tel:01088881234');
  });
});

describe('EmergencyCall', () => {
  it('offers the emergency number as a tel: link, and no care team while none is configured', async () => {
    stubCommands(emergencyNumbersRequest());
    renderWithProviders(<EmergencyCall />);
    const group = await screen.findByRole('group', { name: 'Phone numbers for an emergency' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Call 112', 'tel:112']]);
  });

  it('adds the care team when the deployment names its phone, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    stubCommands(emergencyNumbersRequest({ emergency_number: '120', care_team_phone: '+86 10 8888-1234' }));
    renderWithProviders(<EmergencyCall compact />);
    const emergency = await screen.findByRole('link', { name: '拨打 120' });
    expect(emergency.getAttribute('href')).toBe('tel:120');
    const careTeam = screen.getByRole('link', { name: '致电医护团队：+86 10 8888-1234' });
    expect(careTeam.getAttribute('href')).toBe('tel:+861088881234');
  });

  it('shows nothing rather than a guessed number while the numbers cannot be read', async () => {
    const sent = stubCommands({ 'GmsParent.getAppData': () => reply(500, { code: 500, msg: 'Internal error' }) });
    renderWithProviders(<EmergencyCall />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
