import { unwrapResult, type CommandName } from '@t1d/contract';
import type { QueryClient } from '@tanstack/react-query';
import { currentLocale } from '../i18n/i18n';
import { takeReadAhead, takeSettledReads } from '../lastDashboard/readAhead';
import { getToken } from '../session/storage';
import { findReadsAheadWith } from './batch';
import { isLeaving } from './expiry';
import { envelopeOf, isSuccess } from './transport';

/**
 * The dashboard's reads answered already by the page's first script (ADR 0046) go into the cache as
 * the server's answers of that moment, before the first draw: the dashboard is drawn with them, and
 * they are not asked again.
 */
export function cacheAnswersReadAhead(client: QueryClient) {
  const answered = takeSettledReads(window, getToken(), currentLocale(), Date.now(), ({ call, answer }) =>
    isSuccess(call.cmd as CommandName, answer),
  );
  for (const { call, answer, at } of answered) {
    const { cmd, ...input } = call;
    client.setQueryData([cmd, input], unwrapResult(envelopeOf(cmd as CommandName), answer.body), { updatedAt: at });
  }
}

/**
 * The others (still on their way, refused, or of a query that makes its own data out of the answer)
 * are taken by the transport when a screen asks (batch.ts), which reads a refusal as it reads any; not
 * while the session is being left.
 */
export function answerReadsFromStart() {
  findReadsAheadWith((call) => (isLeaving() ? null : takeReadAhead(window, call, getToken(), currentLocale(), Date.now())));
}
