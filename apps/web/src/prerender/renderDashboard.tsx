import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { CommandName } from '@t1d/contract';
import { onlineManager } from '@tanstack/react-query';
import { StaticRouter } from '../shared/router';
import { AppFrame } from '../app/App';
import '../app/screens/HomeScreen';
import { renderGoogleOffered } from '../features/auth/googleOffered';
import { i18n, loadTexts, type Locale } from '../shared/i18n/i18n';
import { settleForServerRender, type StoredUser } from '../shared/session/storage';
import { queryClient } from '../shared/api/queryClient';
import { findReadsAheadWith } from '../shared/api/batch';
import { callKey, type ReadAheadAnswer, type ReadCall } from '../shared/lastDashboard/readAhead';
import { renderFor } from '../shared/renderedFor';
import { loadCardContents } from '../shared/ui/cardContent';
import { signedInStartPage } from '../app/prerendered';
import { screenTexts } from './renderPage';

/** One read of the dashboard's first batch, as the server answered it for the family. */
export interface ServedRead {
  call: ReadCall;
  answer: ReadAheadAnswer;
}

/** Who the dashboard is drawn for, with what, and how the request that asks for it came. */
export interface DashboardRender {
  locale: Locale;
  /** The signed-in parent, as the app keeps them (the fields its screens read). */
  user: StoredUser;
  reads: ServedRead[];
  google: boolean;
  /** The request's host: the app's development mode follows it (shared/devMode). */
  hostname: string;
  /** The family's time zone, for the device's clock (the greeting). */
  timeZone: string;
}

const drawDashboard = async () => {
  const inStaticRouter = (content: ReactNode) => <StaticRouter location={signedInStartPage.path}>{content}</StaticRouter>;
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame router={inStaticRouter} />
    </StrictMode>,
  );
  return new Response(prelude).text();
};

/**
 * The family's dashboard drawn on the server (ADR 0061), as the app draws it from the same answers: its
 * first cards whole, the cards below as placeholders. Run one at a time (dashboardWorker.ts): the app's
 * modules keep one session, one cache and one language, which each render sets for its family and
 * empties after.
 *
 * A first draw makes the cache's queries (the server draws without fetching); those the first batch
 * answered are then answered through the app's own transport, from the server's answers, as answers
 * read ahead at start are (ADR 0046); the second draw is the page. A read the batch did not answer
 * (each child's streak) stays loading, as in the browser before its answer.
 */
export async function renderDashboard({ locale, user, reads, google, hostname, timeZone }: DashboardRender): Promise<{ html: string }> {
  const served = new Map(reads.map(({ call, answer }) => [callKey(call), answer]));
  renderGoogleOffered(google);
  renderFor({ hostname, timeZone });
  await i18n.changeLanguage(locale);
  await loadTexts(screenTexts(signedInStartPage.path).texts);
  settleForServerRender(user);
  queryClient.clear();
  // The answers are all here: no read waits for a connection.
  onlineManager.setOnline(true);
  findReadsAheadWith((call) => {
    const answer = served.get(callKey(call));
    return answer ? Promise.resolve(answer) : null;
  });
  try {
    await loadCardContents();
    await drawDashboard();
    const answerable = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => {
        const [cmd, input] = query.queryKey as [CommandName, Record<string, unknown>];
        return query.state.data === undefined && served.has(callKey({ ...input, cmd }));
      });
    await Promise.all(answerable.map((query) => query.fetch().catch(() => undefined)));
    return { html: await drawDashboard() };
  } finally {
    findReadsAheadWith(() => null);
    queryClient.clear();
    settleForServerRender(null);
  }
}
