// `npm run generate:handlers`: writes apps/server/src/handlers/index.ts, the gateway's table of
// handlers, from the contract's commands (packages/contract/src/registry.ts) and the handler files'
// layout (docs/decisions/0010-names-follow-the-wire.md). handlers/index.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { commands } = await tsImport('../packages/contract/src/registry.ts', import.meta.url);
const { handlerIndexFile, handlerIndexSource } = await tsImport('../apps/server/src/test/handlerIndex.ts', import.meta.url);
fs.writeFileSync(handlerIndexFile, handlerIndexSource(Object.keys(commands)));
console.log(`wrote ${path.relative(process.cwd(), handlerIndexFile)} (${Object.keys(commands).length} commands)`);
