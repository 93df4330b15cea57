import { localeChoice, localeCookie } from '@t1d/contract';
import type { FastifyInstance } from 'fastify';
import { invalidFields, Refusal } from '../domain/refusal.js';
import { jsonAnswers } from '../securityHeaders.js';
import { isObject } from './route.js';
import { fieldProblems } from './validation.js';

/** As long as a browser keeps a cookie (Chromium caps every cookie at 400 days). */
const keptSeconds = 400 * 24 * 3600;

/**
 * PUT /api/locale: keeps the language a parent chose as a cookie the server sets (docs/protocol.md,
 * "The language"). It needs no session: the sign-in pages have the switch too, and the choice is the
 * browser's, not an account's. The app reads it back when Safari has cleared its own storage.
 */
export function registerLocaleRoute(app: FastifyInstance, secureCookies: boolean) {
  app.put('/api/locale', { bodyLimit: 1024, ...jsonAnswers }, async (request, reply) => {
    if (!isObject(request.body)) throw new Refusal('body_not_json');
    const parsed = localeChoice.safeParse(request.body);
    if (!parsed.success) throw invalidFields(fieldProblems(parsed.error));
    reply.setCookie(localeCookie, parsed.data.locale, { path: '/', sameSite: 'lax', secure: secureCookies, maxAge: keptSeconds });
    return reply.code(204).send();
  });
}
