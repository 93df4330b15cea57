import { commands, wrapResult, type CommandName } from '@t1d/contract';
import { vi } from 'vitest';

export type SentBody = Record<string, unknown> & { cmd: CommandName };

/** A response in the envelope PROTOCOL.md gives the command. */
export function answer(cmd: CommandName, data: unknown): Promise<Response> {
  return reply(200, wrapResult(commands[cmd].envelope, data));
}

export function reply(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** Stands in for the gateway: each request goes to `handle`, and every body sent is kept in order. */
export function stubGateway(handle: (body: SentBody) => Promise<Response>): SentBody[] {
  const sent: SentBody[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as SentBody;
      sent.push(body);
      return handle(body);
    }),
  );
  return sent;
}

/**
 * stubGateway with one answer per command; any other command gets an empty success, so a page's
 * side requests (locations, profile) need no scripting.
 */
export function stubCommands(answers: Partial<Record<CommandName, () => Promise<Response>>>): SentBody[] {
  return stubGateway((body) => answers[body.cmd]?.() ?? reply(200, { code: 200, msg: 'success', data: [] }));
}
