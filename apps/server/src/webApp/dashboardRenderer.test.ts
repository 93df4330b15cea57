import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DashboardRenderer, type DashboardRenderRequest } from './dashboardRenderer.js';

// The renderer at the protocol edge: stand-in workers that draw, stall or cannot start.

const drawingWorker = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (message) => {
  if (message.kind === 'reads') return parentPort.postMessage({ id: message.id, reads: [{ call: { cmd: 'A.read', code: message.parentCode }, asData: true }] });
  const name = message.render.user.real_name;
  if (name === 'Stalls') for (;;) {}
  if (name === 'Fails') return parentPort.postMessage({ id: message.id, error: 'drawing failed' });
  parentPort.postMessage({ id: message.id, html: '<main>' + name + '</main>' });
});`;

function workerFile(source: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 't1d-renderer-')), 'dashboardWorker.js');
  fs.writeFileSync(file, source);
  return file;
}

const request = (name: string): DashboardRenderRequest => ({
  locale: 'en',
  user: { real_name: name },
  reads: [],
  google: false,
  hostname: 'localhost',
  timeZone: 'Asia/Shanghai',
});

let renderer: DashboardRenderer | null = null;
afterEach(async () => {
  await renderer?.close();
});

describe('the dashboard renderer', () => {
  test('is none for a build without its worker', () => {
    expect(DashboardRenderer.of(path.join(os.tmpdir(), 'no-such-build', 'dashboardWorker.js'))).toBeNull();
  });

  test('answers each render with its own drawing, and the reads for a parent code', async () => {
    renderer = DashboardRenderer.of(workerFile(drawingWorker))!;
    const drawn = await Promise.all(['Ann', 'Bo', 'Cy'].map((name) => renderer!.render(request(name))));
    expect(drawn).toEqual(['<main>Ann</main>', '<main>Bo</main>', '<main>Cy</main>']);
    expect(await renderer.reads('P-1')).toEqual([{ call: { cmd: 'A.read', code: 'P-1' }, asData: true }]);
  });

  test('fails a render the worker refuses, and draws the next', async () => {
    renderer = DashboardRenderer.of(workerFile(drawingWorker))!;
    await expect(renderer.render(request('Fails'))).rejects.toThrow('drawing failed');
    expect(await renderer.render(request('Ann'))).toBe('<main>Ann</main>');
  });

  test('gives up on a stalled worker with every render waiting on it, and draws on a new one', async () => {
    // The time-out also covers the new worker's start, which took over 300 ms on a busy machine: the
    // limit is one a worker that answers meets with room to spare, not a guess at how long one takes.
    renderer = DashboardRenderer.of(workerFile(drawingWorker), { timeoutMs: 3_000, restMs: 0 })!;
    const stalled = renderer.render(request('Stalls'));
    const behind = renderer.render(request('Ann'));
    await expect(stalled).rejects.toThrow('did not answer within 3000 ms');
    await expect(behind).rejects.toThrow('did not answer within 3000 ms');
    expect(await renderer.render(request('Bo'))).toBe('<main>Bo</main>');
  });

  test('rests after a worker failed: nothing is tried until the rest is over', async () => {
    renderer = DashboardRenderer.of(workerFile('throw new Error("cannot start")'), { timeoutMs: 5_000, restMs: 60_000 })!;
    await expect(renderer.render(request('Ann'))).rejects.toThrow('cannot start');
    await expect(renderer.render(request('Ann'))).rejects.toThrow('rests after a failure');
  });

  test('fails the renders waiting when it is closed', async () => {
    renderer = DashboardRenderer.of(workerFile(drawingWorker), { timeoutMs: 60_000, restMs: 0 })!;
    const stalled = expect(renderer.render(request('Stalls'))).rejects.toThrow('closed');
    await renderer.close();
    await stalled;
  });
});
