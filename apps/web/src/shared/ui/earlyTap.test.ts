import { afterEach, describe, expect, it } from 'vitest';
import { earlyTapAttribute, takeEarlyTap, watchEarlyTaps } from './earlyTap';

afterEach(() => {
  takeEarlyTap('');
  document.body.innerHTML = '';
});

function paintedButton(name: string) {
  document.body.innerHTML = `<button ${earlyTapAttribute}="${name}"><span>Let's Go!</span></button><button id="other">Other</button>`;
  return document.querySelector<HTMLElement>(`[${earlyTapAttribute}] span`)!;
}

describe('a tap before the screen took the page over', () => {
  it('is kept for its button even if a later listener stops the tap, and only for that button', () => {
    const label = paintedButton('go');
    watchEarlyTaps();
    label.closest('button')!.addEventListener('click', (event) => event.stopPropagation());
    label.click();
    expect(takeEarlyTap('other')).toBe(false);
    watchEarlyTaps();
    label.click();
    expect(takeEarlyTap('go')).toBe(true);
  });

  it('is answered for the button tapped, and not after watching stopped', () => {
    const label = paintedButton('go');
    watchEarlyTaps();
    label.click();
    expect(takeEarlyTap('go')).toBe(true);
    expect(takeEarlyTap('go')).toBe(false);
    label.click();
    expect(takeEarlyTap('go')).toBe(false);
  });

  it('ignores taps elsewhere', () => {
    paintedButton('go');
    watchEarlyTaps();
    document.querySelector<HTMLElement>('#other')!.click();
    expect(takeEarlyTap('go')).toBe(false);
  });
});
