import { chatQuestion, commands } from '@t1d/contract';
import type { FastifyInstance } from 'fastify';
import { askChat } from '../chat/assistant.js';
import { localeFromHeader } from '../domain/locale.js';
import { invalidFields, Refusal } from '../domain/refusal.js';
import { jsonAnswers } from '../securityHeaders.js';
import { countChatQuestion } from '../chat/questionLimit.js';
import type { Services } from '../services.js';
import { callerFor } from './access.js';
import { bearerToken } from './execute.js';
import { isObject } from './route.js';
import { fieldProblems } from './validation.js';

/**
 * POST /api/chat/stream: ParentChat.ask for the page, answered as server-sent events while the answer
 * is written (docs/protocol.md). Everything that can be refused (the body, the session, the question,
 * the per-parent limit) is refused before the stream starts, with the gateway's JSON refusal.
 */
export function registerChatStream(app: FastifyInstance, services: Services) {
  app.post('/api/chat/stream', { bodyLimit: 16 * 1024, ...jsonAnswers }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw new Refusal('body_not_json');
    const caller = await callerFor(commands['ParentChat.ask'].access, bearerToken(request, body), services);
    const parsed = chatQuestion.safeParse({ question: body.question });
    if (!parsed.success) throw invalidFields(fieldProblems(parsed.error));
    await countChatQuestion(services, caller.userId);
    const events = askChat(services, caller.userId, parsed.data.question, localeFromHeader(request.headers['accept-language']));

    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    try {
      for await (const event of events) {
        if (reply.raw.destroyed) break;
        reply.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      }
    } catch (error) {
      request.log.error({ err: error }, 'chat stream failed');
      reply.raw.write(`event: error\ndata: ${JSON.stringify({ type: 'error', msg: 'Internal error' })}\n\n`);
    }
    reply.raw.end();
  });
}
