import fs from 'node:fs';
import path from 'node:path';
import { commands } from '@t1d/contract';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The names `expected` lists that `text` never shows in the form `shown` gives them. */
const missing = (expected: string[], text: string, shown: (name: string) => string) =>
  expected.filter((name) => !text.includes(shown(name)));

/*
 * docs/architecture.md is the map a newcomer starts from: each wire prefix with its access, each server
 * folder, each web feature. A new one that is not on it fails here, with the names to add.
 */
describe('the map in docs/architecture.md', () => {
  const map = read('docs/architecture.md');

  test('names every wire prefix of the contract, in the table from the wire to the screen', () => {
    const prefixes = [...new Set(Object.keys(commands).map((name) => name.split('.')[0]!))];
    expect(prefixes.length).toBeGreaterThan(30);
    expect(missing(prefixes, map, (prefix) => `\`${prefix}\``)).toEqual([]);
  });

  test('names every top-level folder of apps/server/src', () => {
    const server = folders('apps/server/src');
    expect(server).toContain('gateway');
    expect(missing(server, map, (folder) => `| \`${folder}/\` |`)).toEqual([]);
  });

  test('names every web feature', () => {
    const features = folders('apps/web/src/features');
    expect(features).toContain('home');
    expect(missing(features, map, (feature) => `| \`${feature}\` |`)).toEqual([]);
  });
});

describe('the list of decisions', () => {
  test('docs/decisions/README.md lists every record, and every record it lists exists', () => {
    const records = fs.readdirSync(path.join(root, 'docs/decisions')).filter((file) => /^\d{4}-.*\.md$/.test(file));
    const index = read('docs/decisions/README.md');
    expect(records.length).toBeGreaterThan(30);
    expect(missing(records, index, (file) => `](${file})`)).toEqual([]);
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]!);
    expect(linked.filter((file) => !records.includes(file))).toEqual([]);
  });
});
