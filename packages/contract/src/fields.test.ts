import { describe, expect, it } from 'vitest';
import { signinInput, signupInput } from './commands/parentAuthHandler.js';
import { loginNameField, nameField, plainText, webAddressField } from './fields.js';
import { validationMessages } from './messages.js';

describe('sign-up and sign-in fields', () => {
  it('trims and lower-cases the e-mail', () => {
    const parsed = signupInput.parse({ email: '  Ann.Lee@Example.ORG ', password: 'secret1' });
    expect(parsed.email).toBe('ann.lee@example.org');
  });

  it('leaves the password exactly as typed, spaces included', () => {
    expect(signinInput.parse({ email: 'a@b.co', password: ' pass ' }).password).toBe(' pass ');
  });

  it('accepts invite codes of the protocol pattern only', () => {
    expect(signupInput.safeParse({ email: 'a@b.co', password: 'secret1', invite_code: 'inv_Ab_9' }).success).toBe(true);
    expect(signupInput.safeParse({ email: 'a@b.co', password: 'secret1', invite_code: 'inv_' }).success).toBe(false);
    expect(signupInput.safeParse({ email: 'a@b.co', password: 'secret1', invite_code: 'INV_abc' }).success).toBe(false);
  });
});

describe('text people type for others to read', () => {
  const childName = nameField('Child name is required');

  it('refuses control and text-direction characters in names and wordings', () => {
    for (const bad of ['Mom\u202Egnp.exe', 'A\u0000B', 'bell\u0007', 'line\u2028break', 'x\u2066y', 'tab\there']) {
      expect(childName.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(plainText(100).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(childName.safeParse('Mom\u202Egnp.exe').error?.issues[0]?.message).toBe(validationMessages.controlCharacters);
  });

  it('refuses invisible characters in names and login names: zero-width, tags, lone surrogates', () => {
    const invisible = [
      'Ann\u200Ba', // zero-width space
      'Ann\u200Ca', // zero-width non-joiner
      'Ann\u200Da', // zero-width joiner between letters
      'Ann\u2060a', // word joiner
      'Ann\u2064a', // invisible plus
      'Ann\uFEFFa', // zero-width no-break space inside the name
      'Ann\u{E0041}\u{E0042}a', // tag characters smuggling "AB"
      'Ann\u{E007F}',
      'Ann\uD800a', // a lone high surrogate
      'Ann\uDC00a', // a lone low surrogate
    ];
    for (const bad of invisible) {
      expect(childName.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(childName.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(validationMessages.invisibleCharacters);
      expect(loginNameField.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(validationMessages.invisibleCharacters);
    }
    expect(loginNameField.parse(' Ann.Lee ')).toBe('ann.lee');
  });

  it('keeps names in any script, with accents and emoji', () => {
    const names = ['小明', 'Zoë Müller', 'Mei-Ling O’Neil', 'Sam 👩‍👧', 'Kai 👨🏽‍💻', 'Lu ❤️‍🔥', '🏳️‍⚧️ Ro'];
    for (const good of names) expect(childName.parse(` ${good} `)).toBe(good);
  });
});

describe('operator web addresses', () => {
  it('accepts absolute https addresses, paths in the app and empty', () => {
    for (const good of ['https://clinic.example/book?x=1', 'https://例え.jp/予約', '/doctor-referral', '/', '']) {
      expect(webAddressField.safeParse(good).success, good).toBe(true);
    }
  });

  it('refuses addresses a browser would open on another site, and plain http', () => {
    const bad = [
      '//evil.example/phish',
      '/\\evil.example',
      'https:evil.example',
      'https:/evil.example',
      'http://clinic.example',
      'javascript:alert(1)',
      'https://user:pw@evil.example',
      '/\t/evil.example',
      'https://a\u202E.example',
      'evil.example',
    ];
    for (const value of bad) expect(webAddressField.safeParse(value).success, value).toBe(false);
    expect(webAddressField.safeParse('//evil.example').error?.issues[0]?.message).toBe(validationMessages.webAddress);
  });
});
