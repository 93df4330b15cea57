import { describe, expect, it } from 'vitest';
import { onlyOpensOnTheServer } from './loopbackLink';

const page = (url: string) => new URL(url);

describe('a link only the server’s own machine can open', () => {
  it('is one on a loopback host, seen from another address or another loopback port', () => {
    for (const link of ['http://localhost:3000/signup?invite_code=x', 'http://127.0.0.1:3000/child-login', 'http://[::1]:3000/signup']) {
      expect(onlyOpensOnTheServer(link, page('http://192.168.1.20:3000/')), link).toBe(true);
      expect(onlyOpensOnTheServer(link, page('https://families.example-hospital.org/')), link).toBe(true);
    }
    expect(onlyOpensOnTheServer('http://localhost:3000/signup', page('http://localhost:5173/'))).toBe(true);
  });

  it('is not one seen on the same loopback address, nor one on the address families open', () => {
    expect(onlyOpensOnTheServer('http://localhost:3000/signup', page('http://localhost:3000/invitation-display'))).toBe(false);
    expect(onlyOpensOnTheServer('https://families.example-hospital.org/signup', page('http://localhost:3000/'))).toBe(false);
    expect(onlyOpensOnTheServer('http://192.168.1.20:3000/signup', page('http://192.168.1.20:3000/'))).toBe(false);
    expect(onlyOpensOnTheServer('not a link', page('http://192.168.1.20:3000/'))).toBe(false);
  });
});
