import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction, reactRouterProductionEntry } from './reactRouterProduction';

/** The package's files of one build, each with its text: the chunk names differ between the two builds. */
function buildFiles(build: 'development' | 'production') {
  const dir = path.join(path.dirname(reactRouterProductionEntry), '..', build);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/chunk-[A-Z0-9]+/g, 'chunk'))
    .sort();
}

describe('the build takes react-router’s production build', () => {
  it('only the bare import is sent there', () => {
    const { find } = reactRouterProduction();
    expect(find).toBeInstanceOf(RegExp);
    expect((find as RegExp).test('react-router')).toBe(true);
    expect((find as RegExp).test('react-router/dom')).toBe(false);
  });

  it('which is the development build with its warnings off, and nothing else changed', () => {
    const development = buildFiles('development');
    const production = buildFiles('production');
    expect(production).toHaveLength(development.length);
    const warningsOn = development.filter((text) => text.includes('var ENABLE_DEV_WARNINGS = true;'));
    expect(warningsOn.length).toBeGreaterThan(0);
    expect(production).toEqual(
      development.map((text) => text.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;')).sort(),
    );
  });
});
