import { afterEach, describe, expect, it } from 'vitest';
import { languageSwitchAttribute, peekEarlyLanguageChoice, takeEarlyLanguageChoice, watchEarlyLanguageChoice } from './earlyLanguageChoice';

/** The switch as the prerendered page has it: English marked as the server's choice. */
function paintedSwitch() {
  document.body.innerHTML = `<select ${languageSwitchAttribute}=""><option value="en" selected="">EN</option><option value="zh">中文</option></select>`;
  return document.querySelector('select')!;
}

function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  takeEarlyLanguageChoice();
  document.body.innerHTML = '';
});

describe('the language picked before the app took the page over', () => {
  it('is nothing when the visitor did not touch the switch', () => {
    paintedSwitch();
    watchEarlyLanguageChoice();
    expect(takeEarlyLanguageChoice()).toBeUndefined();
  });

  it('is read from the select when it was picked before the app started', () => {
    paintedSwitch().value = 'zh';
    watchEarlyLanguageChoice();
    expect(peekEarlyLanguageChoice()).toBe('zh');
    expect(takeEarlyLanguageChoice()).toBe('zh');
    expect(takeEarlyLanguageChoice()).toBeUndefined();
  });

  it('is noted when it is picked while the app starts, even if a later listener stops the event', () => {
    const select = paintedSwitch();
    watchEarlyLanguageChoice();
    select.addEventListener('change', (event) => event.stopPropagation());
    pick(select, 'zh');
    expect(takeEarlyLanguageChoice()).toBe('zh');
  });

  it('is noted from the input event a browser fires first: React hydrates at once when it meets it', () => {
    const select = paintedSwitch();
    watchEarlyLanguageChoice();
    select.value = 'zh';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    expect(takeEarlyLanguageChoice()).toBe('zh');
  });

  it('is no longer noted once taken, and ignores other selects and unknown values', () => {
    const select = paintedSwitch();
    watchEarlyLanguageChoice();
    document.body.insertAdjacentHTML('beforeend', '<select id="other"><option value="zh">zh</option></select>');
    pick(document.querySelector<HTMLSelectElement>('#other')!, 'zh');
    expect(peekEarlyLanguageChoice()).toBeUndefined();
    select.insertAdjacentHTML('beforeend', '<option value="fr">fr</option>');
    pick(select, 'fr');
    expect(peekEarlyLanguageChoice()).toBeUndefined();
    takeEarlyLanguageChoice();
    pick(select, 'zh');
    expect(peekEarlyLanguageChoice()).toBeUndefined();
  });
});
