import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('web push settings', () => {
  it('by default: on, keys made by the server, the browsers push services, a subject from the mail sender', () => {
    expect(loadConfig({}).push).toEqual({
      enabled: true,
      vapidKeys: null,
      subject: 'mailto:no-reply@localhost',
      serviceHosts: [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        'notify.windows.com',
        'push.apple.com',
        'web.push.apple.com',
      ],
    });
  });

  it('names the app as the subject once it is served over https, unless VAPID_SUBJECT says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://families.example.org/app' }).push.subject).toBe('https://families.example.org');
    expect(loadConfig({ MAIL_FROM: 'Clinic <care@clinic.example>' }).push.subject).toBe('mailto:care@clinic.example');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@clinic.example' }).push.subject).toBe('mailto:ops@clinic.example');
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://clinic.example' })).toThrow(/VAPID_SUBJECT must be a mailto: or https: address/);
  });

  it('takes a key pair only whole and well formed', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.vapidKeys).toEqual({ publicKey, privateKey });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/P-256 key pair in base64url/);
  });

  it('reads the push services and the switch', () => {
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' FCM.googleapis.com , 127.0.0.1' }).push.serviceHosts).toEqual([
      'fcm.googleapis.com',
      '127.0.0.1',
    ]);
    expect(loadConfig({ PUSH_ENABLED: 'false' }).push.enabled).toBe(false);
    expect(() => loadConfig({ PUSH_ENABLED: 'no' })).toThrow(/PUSH_ENABLED must be true or false/);
  });
});
