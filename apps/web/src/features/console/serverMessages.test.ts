import { consoleMessages, textMessages } from '@t1d/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { loadAllTexts, type Texts } from '../../shared/i18n/resources';
import { consoleMessage } from './serverMessages';

let en: Texts;
beforeAll(async () => {
  ({ en } = await loadAllTexts());
});

describe("the console's server messages", () => {
  it('are the contract’s exact texts in English', () => {
    expect(en.console.serverMessages.texts).toEqual(textMessages);
    expect(en.console.serverMessages.console).toEqual(consoleMessages);
  });

  it('are translated for an operator reading Chinese', async () => {
    await i18n.loadNamespaces('console');
    await i18n.changeLanguage('zh');
    await i18n.loadNamespaces('console');
    expect(consoleMessage('A text is required')).toBe('请填写文本');
    expect(consoleMessage('Something else')).toBe('Something else');
    await i18n.changeLanguage('en');
  });
});
