import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `late`: a whole answer, finished after `lateMs`. `halfway`: a safe answer whose first piece, alone,
 * reads like a dose ("Give insulin 15" before " minutes before a meal"). `decimal`: a dose whose
 * number arrives split at its decimal point.
 */
export type ModelBehaviour = 'answer' | 'slow' | 'late' | 'error' | 'dose' | 'breaks' | 'halfway' | 'decimal';

export interface FakeModelServer {
  baseUrl: string;
  /** What each request asked: the messages the chat sent. */
  requests: Array<{ model: string; stream: boolean; messages: Array<{ role: string; content: string }> }>;
  behaviour: ModelBehaviour;
  lateMs: number;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'test', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

/**
 * A loopback server speaking the OpenAI chat-completions streaming protocol (server-sent `data:` chunks,
 * then `data: [DONE]`), standing in for a hosted provider or a local Ollama at the protocol's edge.
 */
export async function startFakeModel(): Promise<FakeModelServer> {
  const state: FakeModelServer = { baseUrl: '', requests: [], behaviour: 'answer', lateMs: 1500, close: async () => {} };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (data) => (body += data));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      state.requests.push(JSON.parse(body));
      if (state.behaviour === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (state.behaviour === 'slow') {
        response.write(chunk('Low blood glucose '));
        // Never finishes: the chat's time limit must end it.
        return;
      }
      const pieces = {
        dose: ['For this meal give ', '4 units', ' of rapid insulin.'],
        decimal: ['Give 4', '.', '5 units of rapid insulin now.'],
        halfway: [
          'Give insulin 15',
          ' minutes before a meal, as your care team advised. ',
          'Treat a low with 15 g of fast-acting sugar [1].',
        ],
      }[state.behaviour as string] ?? ['Treat a low with 15 g of fast-acting sugar, ', 'then check again after 15 minutes [1].'];
      if (state.behaviour === 'late') {
        response.write(chunk(pieces[0]!));
        setTimeout(() => response.end(`${chunk(pieces[1]!)}data: [DONE]\n\n`), state.lateMs);
        return;
      }
      for (const piece of pieces) response.write(chunk(piece));
      if (state.behaviour === 'breaks') {
        response.destroy();
        return;
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
