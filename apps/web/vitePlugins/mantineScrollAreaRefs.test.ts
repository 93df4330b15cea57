import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineScrollAreaRefs } from './mantineScrollAreaRefs';

/** Mantine's own ScrollArea module: the package names no `package.json` export, so it is found beside its main entry (cjs/). */
const scrollArea = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core')),
  '../esm/components/ScrollArea/ScrollArea.mjs',
);

function transform(code: string, id: string) {
  const hook = mantineScrollAreaRefs().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id);
}

describe('Mantine’s ScrollArea without floating-ui', () => {
  it('merges its refs with Mantine’s own hook, and imports nothing of floating-ui', () => {
    const source = fs.readFileSync(scrollArea, 'utf8');
    expect(source).toContain('@floating-ui/react');
    const result = transform(source, scrollArea);
    expect(result?.code).not.toContain('@floating-ui');
    expect(result?.code).toContain('import { useMergedRef } from "@mantine/hooks";');
    // Every use of floating-ui's hook now reaches Mantine's, with the refs it was given.
    expect(result?.code.match(/useMergeRefs\(\[/g)?.length).toBeGreaterThan(0);
  });

  it('leaves every other module alone', () => {
    expect(
      transform(
        'import { useMergeRefs } from "@floating-ui/react";',
        '/x/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs',
      ),
    ).toBeNull();
  });

  it('fails the build when Mantine imports the hook otherwise', () => {
    expect(() => transform('import { useMergeRefs as merge } from "@floating-ui/react";', scrollArea)).toThrow(/ScrollArea/);
  });
});
