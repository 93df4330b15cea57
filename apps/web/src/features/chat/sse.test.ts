import { describe, expect, it } from 'vitest';
import { chatEventOf, type ChatStreamEvent } from './api/chatStream';
import { applyChatEvent, newExchange } from './chatExchange';
import { readServerSentEvents, takeEvents, type ServerSentEvent } from './sse';
import { chatMessage, sseFrame } from './__fixtures__/chat';

/** A body that arrives in exactly these pieces of bytes. */
function bodyOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

/** The bytes of `text` cut at every one of `cuts` (byte offsets), even inside a character. */
function cut(text: string, cuts: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const ends = [...cuts, bytes.length];
  return ends.map((end, index) => bytes.slice(index === 0 ? 0 : ends[index - 1], end));
}

async function collect(body: ReadableStream<Uint8Array>): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
}

describe('reading server-sent events', () => {
  it('keeps an unfinished event for the next piece', () => {
    expect(takeEvents('event: delta\ndata: {"text":"a"}\n\nevent: del')).toEqual({
      events: [{ event: 'delta', data: '{"text":"a"}' }],
      rest: 'event: del',
    });
    expect(takeEvents('event: del' + 'ta\ndata: {}\n')).toEqual({ events: [], rest: 'event: delta\ndata: {}\n' });
  });

  it('reads CRLF line ends, several data lines, comments and unnamed events', () => {
    const { events, rest } = takeEvents(': keep-alive\r\n\r\ndata: one\r\ndata: two\r\n\r\nevent: reset\r\ndata:{}\r\n\r');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    // A CR at the very end may be half of a CRLF: the blank line, and the event, wait for the next piece.
    expect(rest).toBe('event: reset\ndata:{}\n\r');
    expect(takeEvents(`${rest}\n`).events).toEqual([{ event: 'reset', data: '{}' }]);
  });

  it('puts events together whatever the cuts, even inside a character or a line end', async () => {
    const stream = sseFrame('delta', { text: '低血糖 ' }) + 'event: delta\r\ndata: {"text":"rule of 15"}\r\n\r\n' + sseFrame('reset', {});
    const whole = await collect(bodyOf([new TextEncoder().encode(stream)]));
    expect(whole.map((event) => event.event)).toEqual(['delta', 'delta', 'reset']);
    // Every way of cutting the bytes in three gives the same events.
    const length = new TextEncoder().encode(stream).length;
    for (let first = 1; first < length - 1; first += 3) {
      for (const second of [first + 1, Math.min(length - 1, first + 7)]) {
        expect(await collect(bodyOf(cut(stream, [first, second])))).toEqual(whole);
      }
    }
  });

  it('reads a last event that the stream ends without a blank line', async () => {
    expect(await collect(bodyOf(cut('event: done\ndata: {}', [4])))).toEqual([{ event: 'done', data: '{}' }]);
  });
});

describe('the chat stream', () => {
  it('reads each event with the contract, and skips what it cannot read', () => {
    expect(chatEventOf({ event: 'delta', data: '{"type":"delta","text":"Hi"}' })).toEqual({ type: 'delta', text: 'Hi' });
    expect(chatEventOf({ event: 'meta', data: JSON.stringify({ kind: 'emergency', citations: [{ slug: 'a', title: 'A' }] }) })).toEqual({
      type: 'meta',
      kind: 'emergency',
      citations: [{ slug: 'a', title: 'A' }],
    });
    expect(chatEventOf({ event: 'reset', data: '{"type":"reset"}' })).toEqual({ type: 'reset' });
    expect(chatEventOf({ event: 'error', data: '{"type":"error","msg":"Internal error"}' })).toEqual({
      type: 'error',
      msg: 'Internal error',
    });
    expect(chatEventOf({ event: 'delta', data: 'not json' })).toBeNull();
    expect(chatEventOf({ event: 'done', data: '{"message":{"id":1}}' })).toBeNull();
    expect(chatEventOf({ event: 'ping', data: '{}' })).toBeNull();
  });

  it('appends deltas, forgets the withdrawn text on reset, and ends with the stored answer', () => {
    const question = chatMessage({ id: 7, role: 'parent', kind: 'question', body: 'what is the rule of 15?' });
    const answer = chatMessage({ id: 8, body: 'The stored answer', citations: [{ slug: 'hypoglycaemia', title: 'Low blood glucose' }] });
    const events: ChatStreamEvent[] = [
      { type: 'question', message: question },
      { type: 'meta', kind: 'generated', citations: answer.citations },
      { type: 'delta', text: 'A dose of ' },
      { type: 'delta', text: '4 units' },
    ];
    let exchange = events.reduce(applyChatEvent, newExchange('what is the rule of 15?'));
    expect(exchange).toMatchObject({ stored: question, kind: 'generated', text: 'A dose of 4 units', started: true });

    exchange = applyChatEvent(exchange, { type: 'reset' });
    expect(exchange).toMatchObject({ text: '', started: false, stored: question });

    exchange = [
      { type: 'meta', kind: 'passages', citations: answer.citations } as const,
      { type: 'delta', text: 'Here is' } as const,
    ].reduce(applyChatEvent, exchange);
    expect(exchange).toMatchObject({ text: 'Here is', kind: 'passages' });
    exchange = applyChatEvent(exchange, { type: 'done', message: answer });
    expect(exchange).toMatchObject({ text: 'The stored answer', answer, kind: 'passages', broken: false });
  });
});
