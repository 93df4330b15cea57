import {
  authMessages,
  contactMessages,
  errors,
  familyMessages,
  homeConfigMessages,
  protocolMessages,
  taskMessages,
  validationMessages,
  type ErrorReason,
} from '@t1d/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, toLocale } from './i18n';
import { loadAllTexts, type Texts } from './resources';
import { messageKey, reasonText, translateMessage } from './serverText';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function pathIn(texts: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

function textAt(texts: unknown, key: string): string {
  return String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts));
}

let en: Texts;
let zh: Texts;
beforeAll(async () => {
  ({ en, zh } = await loadAllTexts());
});

describe('locales', () => {
  it('zh has exactly the keys en has', () => {
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      expect(keys(zh[ns]).sort(), ns).toEqual(keys(en[ns]).sort());
    }
  });

  it('no text is left empty', () => {
    for (const resources of [en, zh]) {
      for (const ns of Object.keys(resources) as (keyof typeof en)[]) {
        for (const key of keys(resources[ns])) {
          expect(textAt(resources[ns], key).trim(), `${ns}:${key}`).not.toBe('');
        }
      }
    }
  });

  it('no zh text is a copy of the en one, but for the language names', () => {
    // Each language's name is written in that language, in both pickers.
    const sameInBoth = new Set(['common:language.en', 'common:language.zh']);
    // A text that is only references to other texts, placeholders and punctuation has no words to translate.
    const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\$t\([^)]*\)/g, '').replace(/\{\{[^}]*\}\}/g, ''));
    const copies: string[] = [];
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      for (const key of keys(en[ns])) {
        const english = textAt(en[ns], key);
        if (textAt(zh[ns], key) === english && !wordless(english) && !sameInBoth.has(`${ns}:${key}`)) copies.push(`${ns}:${key}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('every nested text names a text of its language by namespace and key, with nothing more', () => {
    const problems: string[] = [];
    for (const [language, resources] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      for (const ns of Object.keys(resources) as (keyof Texts)[]) {
        for (const key of keys(resources[ns])) {
          for (const [, nested] of textAt(resources[ns], key).matchAll(/\$t\(([^)]*)\)/g)) {
            const [namespace, path] = nested!.split(':') as [keyof Texts, string | undefined];
            const found = path !== undefined && namespace in resources && typeof pathIn(resources[namespace], path) === 'string';
            if (!found) problems.push(`${language} ${ns}:${key} → ${nested}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the en messages are the contract’s exact texts', () => {
    expect(en.messages.validation).toEqual(validationMessages);
    expect(en.messages.auth).toEqual(authMessages);
    expect(en.messages.protocol).toEqual(protocolMessages);
    expect(en.messages.family).toEqual(familyMessages);
    expect(en.messages.tasks).toEqual(taskMessages);
    expect(en.messages.homeConfig).toEqual(homeConfigMessages);
    expect(en.messages.contact).toEqual(contactMessages);
  });

  it('maps browser tags onto en and zh', () => {
    expect(toLocale('zh-CN')).toBe('zh');
    expect(toLocale('zh-Hant-TW')).toBe('zh');
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});

describe('server messages', () => {
  it('translates known English texts and leaves unknown ones alone', async () => {
    expect(messageKey('Passwords do not match')).toBe('messages:validation.passwordsDoNotMatch');
    expect(translateMessage('Sign in failed. Please try again.')).toBe('Sign in failed. Please try again.');
    await i18n.changeLanguage('zh');
    expect(translateMessage('Sign in failed. Please try again.')).toBe('登录失败，请重试。');
    expect(translateMessage('Shanghai')).toBe('上海');
    expect(translateMessage('Something new from the server')).toBe('Something new from the server');
  });
});

describe('refusals', () => {
  it('word every reason of the contract, in English exactly as the contract does', () => {
    for (const reason of Object.keys(errors) as ErrorReason[]) expect(reasonText(reason), reason).toBe(errors[reason].msg);
  });

  it('word them in Chinese from the zh locale', async () => {
    await i18n.changeLanguage('zh');
    expect(reasonText('already_member')).toBe(zh.messages.family.alreadyMember);
    expect(reasonText('workflow_out_of_order')).toBe(zh.messages.reasons.workflow_out_of_order);
  });
});
