import { appPaths } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { screens } from './routes';

describe('the pages the server points at', () => {
  it('are each a screen of the app, so no link, push or Google return of the server lands on Not Found', () => {
    const registered = new Set(screens.map((screen) => screen.path));
    const missing = Object.entries(appPaths).filter(([, path]) => !registered.has(path));
    expect(missing).toEqual([]);
  });
});
