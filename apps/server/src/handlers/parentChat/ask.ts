import type { ChatMessage } from '@t1d/contract';
import { askChat } from '../../chat/assistant.js';
import { countChatQuestion } from '../../chat/questionLimit.js';
import type { Handler } from '../../gateway/context.js';

/** The whole answer at once, for clients that do not read a stream. */
export const ask: Handler<'ParentChat.ask'> = async (input, context) => {
  await countChatQuestion(context, context.caller.userId);
  let question: ChatMessage | undefined;
  let answer: ChatMessage | undefined;
  for await (const event of askChat(context, context.caller.userId, input.question, context.locale)) {
    if (event.type === 'question') question = event.message;
    if (event.type === 'done') answer = event.message;
  }
  if (!question || !answer) throw new Error('the chat ended without an answer');
  return { question, answer };
};
