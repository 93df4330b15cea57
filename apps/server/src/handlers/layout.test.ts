import fs from 'node:fs';
import path from 'node:path';
import { commands } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { handlerPlace } from '../test/handlerIndex.js';

// The rule (ADR 0001, docs/architecture.md): a command `<Prefix>.<method>` is handled in
// handlers/<prefix>/<method>.ts and tested in <method>.test.ts beside it, and is declared in the
// contract file commands/<prefix>.ts. Each finding below names the file to add, move or rename.

const handlersDir = import.meta.dirname;
const contractDir = path.resolve(import.meta.dirname, '../../../../packages/contract/src/commands');

const contractFiles: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    fs
      .readdirSync(contractDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map(async (file) => [file, (await import(path.join(contractDir, file))) as Record<string, unknown>] as const),
  ),
);

describe('handler and contract files follow the wire names', () => {
  it('every command has its handler file and its test file', () => {
    const missing: string[] = [];
    for (const name of Object.keys(commands)) {
      const { folder, method } = handlerPlace(name);
      for (const file of [`${method}.ts`, `${method}.test.ts`]) {
        const relative = path.join(folder, file);
        if (!fs.existsSync(path.join(handlersDir, relative))) missing.push(`${name}: handlers/${relative} is missing`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every file in a handler folder is a command handler or its test', () => {
    const expected = new Set<string>();
    for (const name of Object.keys(commands)) {
      const { folder, method } = handlerPlace(name);
      expected.add(path.join(folder, `${method}.ts`));
      expected.add(path.join(folder, `${method}.test.ts`));
    }
    const strays: string[] = [];
    for (const folder of fs.readdirSync(handlersDir, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      for (const file of fs.readdirSync(path.join(handlersDir, folder.name), { recursive: true }) as string[]) {
        const relative = path.join(folder.name, file);
        if (fs.statSync(path.join(handlersDir, relative)).isDirectory()) continue;
        if (!expected.has(relative)) strays.push(`handlers/${relative} is neither a command handler nor its test`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('each contract command file declares the commands of its own prefix only', () => {
    expect(Object.keys(contractFiles).length).toBeGreaterThan(0);
    const wrong: string[] = [];
    const declared = new Set<string>();
    for (const [file, module] of Object.entries(contractFiles)) {
      const prefix = path.basename(file, '.ts');
      for (const exported of Object.values(module)) {
        if (!exported || typeof exported !== 'object') continue;
        for (const name of Object.keys(exported).filter((key) => key in commands)) {
          declared.add(name);
          if (handlerPlace(name).folder !== prefix) wrong.push(`${name} is declared in commands/${prefix}.ts`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every command was seen in some file, so the check above covered all of them.
    expect([...declared].sort()).toEqual(Object.keys(commands).sort());
  });
});
