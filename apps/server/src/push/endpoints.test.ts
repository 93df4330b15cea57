import { describe, expect, it } from 'vitest';
import { defaultPushServiceHosts } from '../pushConfig.js';
import { isAllowedEndpoint } from './endpoints.js';

const allowed = (endpoint: string) => isAllowedEndpoint(endpoint, defaultPushServiceHosts);

describe('push endpoints the server may post to', () => {
  it('are https addresses of the listed push services and their subdomains', () => {
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/abc',
    ];
    expect(endpoints.filter(allowed)).toEqual(endpoints);
  });

  it('are nothing else: other hosts, look-alikes, plain http, credentials, internal addresses', () => {
    const endpoints = [
      'https://fcm.googleapis.com.evil.example/send',
      'https://evilfcm.googleapis.com.example/send',
      'https://notfcm.googleapis.com/send',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest',
      'https://localhost/push',
      'http://127.0.0.1:9000/push',
      'not a url',
    ];
    expect(endpoints.filter(allowed)).toEqual([]);
  });

  it('are written exactly as the URL parser writes them, on the default https port', () => {
    const endpoints = [
      'https://fcm.googleapis.com\\fcm\\send\\abc',
      'https://fcm.googleapis.com/fcm\\send/abc',
      'https://\uFF46\uFF43\uFF4D.googleapis.com/fcm/send/abc',
      'https://FCM.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:22/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com:443/fcm/send/abc',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://fcm.googleapis.com/fcm/./send/abc',
      'https://fcm.googleapis.com/fcm/send/a b',
      'https://fcm.googleapis.com',
    ];
    expect(endpoints.filter(allowed)).toEqual([]);
  });

  it('take plain http only to a loopback host that is itself listed', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:9000/push/1', ['127.0.0.1'])).toBe(true);
    expect(isAllowedEndpoint('http://localhost:9000/push/1', ['127.0.0.1'])).toBe(false);
    expect(isAllowedEndpoint('http://10.0.0.5/push/1', ['10.0.0.5'])).toBe(false);
  });
});
