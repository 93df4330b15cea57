import fs from 'node:fs';
import { commands } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { handlerIndexFile, handlerIndexSource } from '../test/handlerIndex.js';

describe('handlers/index.ts', () => {
  it('is what the contract gives: regenerate it with `npm run generate:handlers`, never edit it by hand', () => {
    expect(fs.readFileSync(handlerIndexFile, 'utf8')).toBe(handlerIndexSource(Object.keys(commands)));
  });
});
