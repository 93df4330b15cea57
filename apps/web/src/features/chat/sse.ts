/** One server-sent event: its name (`message` when it has none) and its data lines, joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/** The event a block of lines is, or null for a block with neither name nor data (a comment, a keep-alive). */
function parseBlock(block: string): ServerSentEvent | null {
  let event = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    // The format allows one space after the colon, which is not part of the value.
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (!event && data.length === 0) return null;
  return { event: event || 'message', data: data.join('\n') };
}

/**
 * The whole events at the start of `buffer` (text as it arrived, possibly cut anywhere), and the
 * unfinished rest to keep for the next piece. An event ends at a blank line.
 */
export function takeEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  // A line may end in CRLF, CR or LF; a CR at the very end may yet be the first half of a CRLF.
  const text = buffer.replace(/\r\n|\r(?!$)/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map(parseBlock).filter((event): event is ServerSentEvent => event !== null);
  return { events, rest };
}

/**
 * The events of a streamed answer's body as they arrive. Pieces may cut an event, a line or even a
 * multi-byte character anywhere: the decoder and the rest kept between pieces put them together.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const { events, rest } = takeEvents(done ? `${buffer}\n\n` : buffer);
      buffer = rest;
      yield* events;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
