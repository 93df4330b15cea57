import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackProxy {
  url: string;
  /** How many requests each backend was sent. */
  sent: number[];
  close(): Promise<void>;
}

/**
 * A small round-robin HTTP load balancer on loopback, standing in for the hospital's: each request goes
 * to the next backend. When a backend cannot be reached (connection refused: the request never arrived)
 * it goes to the next one; a backend that fails mid-request is answered 502, as a real balancer does
 * for a request it cannot safely send twice.
 */
export async function startLoopbackProxy(backends: string[]): Promise<LoopbackProxy> {
  const sent = backends.map(() => 0);
  let next = 0;
  const forward = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, tries: number) => {
    const index = next++ % backends.length;
    const target = new URL(request.url ?? '/', backends[index]);
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries + 1 < backends.length) return forward(request, body, response, tries + 1);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end('{"code":502,"msg":"Bad gateway"}');
    });
    sent[index]! += 1;
    upstream.end(body);
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
