/**
 * The family's dashboard drawn on the server (ADR 0061), in a worker thread of the server's: the app's
 * modules keep state of their own (one session, one cache, one language) and timers, which the
 * server's own thread must not share. The build bundles this file whole (scripts/prerender.mjs), so it
 * needs nothing installed beside it.
 *
 * Messages: `{ id, kind: 'reads', parentCode }` answers `{ id, reads }`, the first batch to read for
 * that parent; `{ id, kind: 'render', render }` answers `{ id, html }`. A failure answers `{ id, error }`.
 * One at a time, in the order they came.
 */
import { parentPort } from 'node:worker_threads';
import { dashboardFirstReads } from '../shared/lastDashboard/firstVisitReads';
import { renderDashboard, type DashboardRender } from './renderDashboard';

type Message = { id: number; kind: 'reads'; parentCode: string | null } | { id: number; kind: 'render'; render: DashboardRender };

async function answer(message: Message): Promise<Record<string, unknown>> {
  if (message.kind === 'reads') return { reads: dashboardFirstReads(message.parentCode) };
  return renderDashboard(message.render);
}

let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (message: Message) => {
  queue = queue.then(async () => {
    try {
      parentPort?.postMessage({ id: message.id, ...(await answer(message)) });
    } catch (error) {
      parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
