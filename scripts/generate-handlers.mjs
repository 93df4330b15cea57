// `npm run generate:handlers`: writes the gateway's table of handlers (apps/server/src/handlers/
// familyHandlers.ts and operatorHandlers.ts, which handlers/index.ts joins) from the contract's commands
// (packages/contract/src/registry.ts) and the handler files' layout
// (docs/decisions/0010-names-follow-the-wire.md). handlers/index.test.ts fails when either is stale.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { commands } = await tsImport('../packages/contract/src/registry.ts', import.meta.url);
const { handlerTableFiles, handlerTableSources } = await tsImport('../apps/server/src/test/handlerIndex.ts', import.meta.url);
const sources = handlerTableSources(commands);
for (const [half, file] of Object.entries(handlerTableFiles)) {
  fs.writeFileSync(file, sources[half]);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
