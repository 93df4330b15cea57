import { afterEach, describe, expect, test } from 'vitest';
import { startFakeModel, type FakeModelServer } from '../test/openAiServer.js';
import { processDatabase, type ProcessDatabase } from '../test/processDatabase.js';
import { callCommand, startServerProcess, type ServerProcess } from '../test/serverProcess.js';

let model: FakeModelServer | undefined;
let database: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  await model?.close();
  await database?.drop();
});

describe('stopping on SIGTERM', () => {
  test('finishes and answers the request in flight, refuses new connections, closes the database and exits 0', async () => {
    model = await startFakeModel();
    model.behaviour = 'late';
    model.lateMs = 1500;
    database = await processDatabase('sqlite');
    server = await startServerProcess(database.url, { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'test', LOG_LEVEL: 'info' });
    const signup = await callCommand(server.url, 'ParentAuthHandler.signup', { email: 'stopping@example.com', password: 'correct horse' });
    const token = signup.body.data.token as string;

    // A chat answer takes the model 1.5 s; the stop signal arrives while it is being written.
    const inFlight = callCommand(server.url, 'ParentChat.ask', { question: 'What do I do for a low?' }, token);
    while (model.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const afterSignal = await fetch(`${server.url}/api/health`).then(
      (response) => `answered ${response.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.data.answer.body).toContain('check again after 15 minutes');
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1000);
    expect(afterSignal).toBe('ECONNREFUSED');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('finishing the requests in flight');
    expect(server.output()).toContain('"msg":"stopped"');

    // The question and its answer were kept: a server started again on the file shows them.
    server = await startServerProcess(database.url);
    const history = await callCommand(server.url, 'ParentChat.getHistory', {}, token);
    expect(history.body.data.list.map((message: { role: string }) => message.role)).toEqual(['parent', 'assistant']);
  });
});
