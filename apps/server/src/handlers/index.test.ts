import fs from 'node:fs';
import { commands } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { handlerTableFiles, handlerTableSources } from '../test/handlerIndex.js';

describe("the gateway's table of handlers", () => {
  it('is what the contract gives: regenerate it with `npm run generate:handlers`, never edit it by hand', () => {
    const sources = handlerTableSources(commands);
    for (const [half, file] of Object.entries(handlerTableFiles)) {
      expect(fs.readFileSync(file, 'utf8'), file).toBe(sources[half as keyof typeof sources]);
    }
  });
});
