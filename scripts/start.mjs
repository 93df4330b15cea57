// `npm start`: builds only when the build is missing or older than its sources (scripts/buildStamp.mjs),
// then serves it, saying each step in one line. The build's own output (the size budgets, each chunk)
// belongs to `npm run build`; here it shows only when the build fails.
import { spawn } from 'node:child_process';
import { buildWhenStale, root } from './build.mjs';

await buildWhenStale();

// The heap limit and why: README, "Running behind a load balancer" (Memory).
const server = spawn(process.execPath, ['--max-old-space-size=512', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// The server says where it serves once it listens (apps/server/src/main.ts).
server.on('message', (message) => {
  if (typeof message?.serving === 'string') console.log(`Serving on ${message.serving}`);
});
// Ctrl+C reaches the server with the whole terminal's process group; a SIGTERM sent to this process
// alone (by npm or a process manager) is passed on. Either way this process ends when the server does.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
