import type { ChatCitation, ChatMessage } from '@t1d/contract';
import type { ChatStreamEvent } from './api/chatStream';

/**
 * The question being answered, as the page shows it until the answer is stored: the parent's words
 * (the stored question once the server has it) and the answer so far.
 */
export interface Exchange {
  question: string;
  /** The question as the server stored it; null until its `question` event. */
  stored: ChatMessage | null;
  kind: ChatMessage['kind'] | null;
  citations: ChatCitation[];
  /** The answer's text streamed so far. */
  text: string;
  /** True once the first piece of the answer arrived: the typing indicator gives way to the text. */
  started: boolean;
  /** The stored answer, once `done` says it is finished. */
  answer: ChatMessage | null;
  /** The server stopped the answer (`error`): it will not be finished. */
  broken: boolean;
}

export const newExchange = (question: string): Exchange => ({
  question,
  stored: null,
  kind: null,
  citations: [],
  text: '',
  started: false,
  answer: null,
  broken: false,
});

/** The exchange after one event of the stream. */
export function applyChatEvent(exchange: Exchange, event: ChatStreamEvent): Exchange {
  switch (event.type) {
    case 'question':
      return { ...exchange, stored: event.message };
    case 'meta':
      return { ...exchange, kind: event.kind, citations: event.citations };
    case 'delta':
      return { ...exchange, text: exchange.text + event.text, started: true };
    case 'reset':
      // The server withdrew what it streamed (the model failed or named a dose): it answers again.
      return { ...exchange, text: '', started: false };
    case 'done':
      return { ...exchange, answer: event.message, kind: event.message.kind, citations: event.message.citations, text: event.message.body };
    case 'error':
      return { ...exchange, broken: true };
  }
}
