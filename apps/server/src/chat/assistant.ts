import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../domain/clock.js';
import type { Locale } from '../domain/locale.js';
import { answerQuestion, type ChatEvent } from './answer.js';
import { openAiCompatibleModel, type ChatModel } from './llm.js';
import { LibrarySearch } from './search.js';

/** The chat's parts for one server: the library's search index and the model, when one is configured. */
export interface ChatAssistant {
  search: LibrarySearch;
  model: ChatModel | null;
  timeoutMs: number;
  /** The deployment's emergency number, which the chat's emergency words and the library's name. */
  emergencyNumber: string;
}

export function createChatAssistant(db: Db, config: Config): ChatAssistant {
  return {
    search: new LibrarySearch(db, config.emergencyNumber),
    model: config.llm ? openAiCompatibleModel(config.llm) : null,
    timeoutMs: config.llm?.timeoutMs ?? 0,
    emergencyNumber: config.emergencyNumber,
  };
}

/** One question of a parent, answered as events. */
export function askChat(
  context: { db: Db; clock: Clock; chat: ChatAssistant },
  userId: number,
  question: string,
  locale: Locale,
): AsyncGenerator<ChatEvent> {
  return answerQuestion({ db: context.db, ...context.chat, now: () => context.clock.now() }, userId, question, locale);
}
