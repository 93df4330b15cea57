import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeviceKeys } from './webPushDecrypt.js';

export interface ReceivedPush {
  /** The device's path on the push service, e.g. /push/ann-phone. */
  device: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  origin: string;
  received: ReceivedPush[];
  /** How the service answers each device's pushes (default 201), and how long it waits first. */
  answers: Map<string, number>;
  delayMs: number;
  /** A new browser subscription on this service: its endpoint, keys as the browser sends them, and its key pair. */
  device(name: string): TestDevice;
  close(): Promise<void>;
}

export interface TestDevice extends DeviceKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * A loopback HTTP server standing in for a push service (FCM, Mozilla's autopush) at the protocol's
 * edge: it records every push it is sent and answers as told.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const service: FakePushService = {
    origin: '',
    received: [],
    answers: new Map(),
    delayMs: 0,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${service.origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        ecdh,
        auth,
      };
    },
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = request.url ?? '';
      service.received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      const status = service.answers.get(device) ?? 201;
      setTimeout(() => response.writeHead(status).end(), service.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}
