import type { CommandInput, CommandName, CommandOutput } from '@t1d/contract';
import { GATEWAY_URL, interpretAnswer, postGateway, sendCommand, type Body, type CallOptions } from './transport';
import { ApiError } from './errors';
import { readingAheadStopped } from '../lastDashboard/lastDashboard';
import { isOffline } from '../pwa/connectivity';
import type { ReadAheadAnswer } from '../lastDashboard/readAhead';
import { getToken } from '../session/storage';

const BATCH_URL = `${GATEWAY_URL}/batch`;
/** At most 20 calls in one batch (docs/protocol.md, "Batched calls"). */
const MAX_BATCH_CALLS = 20;

interface QueuedRead {
  cmd: CommandName;
  input: Body;
  options: CallOptions;
  /** The session it was asked for (null: none): a read asked before a sign-out is not sent after it. */
  askedWith: string | null;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

let queue: QueuedRead[] = [];

type FindReadAhead = (call: Body) => Promise<ReadAheadAnswer | null> | null;
/**
 * Where a read finds its answer when the page's first script asked for it already (ADR 0046): set by
 * the app's cache, which comes with the first screen that reads (readAheadAnswers.ts), so the shell
 * carries none of it.
 */
let findReadAhead: FindReadAhead = () => null;
export function findReadsAheadWith(find: FindReadAhead) {
  findReadAhead = find;
}
/** Batches whose answers are still settling, one per task (settle). */
let settling = 0;

/**
 * Queues a read for the request that leaves once the current task is done: the reads a screen
 * issues together (the dashboard's cards mounting) share one round trip. One read alone goes as a
 * plain call. Each read still settles on its own, with its own data or error. While a batch's
 * answers settle, the reads they lead to (a child's streak once the children are known) wait for the
 * last of them, so they too leave together.
 */
export function enqueueRead<C extends CommandName>(cmd: C, input: CommandInput<C>, options: CallOptions): Promise<CommandOutput<C>> {
  return new Promise((resolve, reject) => {
    if (!queue.length && !settling) queueMicrotask(flush);
    queue.push({ cmd, input: input as Body, options, askedWith: getToken(), resolve: resolve as (data: unknown) => void, reject });
  });
}

const cancelled = () => new ApiError({ kind: 'cancelled', msg: 'Cancelled' });
/**
 * A read whose session has ended (Logout while the cards fill): it is not sent, and its answer is
 * nobody's. A session that has only begun or been renewed since (a sign-in) is no reason: the read goes with it.
 */
const outlived = (read: QueuedRead) => read.askedWith !== null && getToken() === null;

function flush() {
  const reads = queue.filter((read) => {
    if (!outlived(read) && !read.options.signal?.aborted) return true;
    read.reject(cancelled());
    return false;
  });
  queue = [];
  // The dashboard's reads asked at start, before this code ran (ADR 0046): their answers are taken, not asked again.
  const readAhead = reads.map((read) => findReadAhead({ cmd: read.cmd, ...read.input }));
  const early = reads.filter((_, index) => readAhead[index]);
  if (early.length)
    void settleReadAhead(
      early,
      readAhead.filter((answer) => answer !== null),
      getToken(),
    );
  send(reads.filter((_, index) => !readAhead[index]));
}

/** Reads to the server: one alone as a plain call, more in batches. */
function send(reads: QueuedRead[]) {
  if (reads.length === 1) {
    const [read] = reads as [QueuedRead];
    sendCommand(read.cmd, read.input, read.options).then(read.resolve, read.reject);
    return;
  }
  for (let start = 0; start < reads.length; start += MAX_BATCH_CALLS) void sendBatch(reads.slice(start, start + MAX_BATCH_CALLS));
}

/**
 * Reads answered ahead (`answers`, one each): settled as a batch's answers are. Those that could not be
 * read ahead (offline, a refused batch, a stalled connection) are sent now, unless cancelled meanwhile
 * or the app is offline;
 * so are all of them when the app has sent an action while they waited, whose effect those answers
 * may not show.
 */
async function settleReadAhead(reads: QueuedRead[], answers: Promise<ReadAheadAnswer | null>[], token: string | null) {
  const stops = readingAheadStopped();
  const { detach } = sharedSignal(reads);
  const results = await Promise.all(answers);
  detach();
  const usable = readingAheadStopped() === stops;
  const answered = reads.filter((_, index) => usable && results[index]);
  const unanswered = reads.filter((read, index) => !(usable && results[index]) && !read.options.signal?.aborted && !outlived(read));
  // Offline (the browser says so, or the server was found unreachable), these fail as the request read
  // ahead did, and as one sent now would; react-query asks again once the app is back online.
  if (isOffline()) for (const read of unanswered) read.reject(new ApiError({ kind: 'network', msg: 'Offline' }));
  else send(unanswered);
  await settle(answered, { status: 200, body: { results: results.filter(Boolean) }, sentWith: token });
}

/**
 * The batch is cancelled only when every read in it is; one read cancelled alone just stops waiting.
 * Answers the batch's signal and the clean-up that detaches it from the reads' signals.
 */
function sharedSignal(reads: QueuedRead[]) {
  const controller = new AbortController();
  let live = reads.length;
  const detach = reads.map((read) => {
    const onAbort = () => {
      read.reject(cancelled());
      live -= 1;
      if (live === 0) controller.abort();
    };
    read.options.signal?.addEventListener('abort', onAbort, { once: true });
    return () => read.options.signal?.removeEventListener('abort', onAbort);
  });
  return { signal: controller.signal, detach: () => detach.forEach((off) => off()) };
}

async function sendBatch(reads: QueuedRead[]) {
  const { signal, detach } = sharedSignal(reads);
  let answer;
  try {
    answer = await postGateway(BATCH_URL, { calls: reads.map((read) => ({ cmd: read.cmd, ...read.input })) }, { signal });
  } catch (error) {
    for (const read of reads) read.reject(error);
    return;
  } finally {
    detach();
  }
  await settle(reads, answer);
}

/**
 * Reads settled before the others of a batch, in this order, whenever they were asked: the family's
 * red flags, which a parent must see before anything else (the dashboard shows them above every card,
 * the navigation counts them); what the dashboard must know to say which cards it has and lift its
 * loading overlay (the parent's profile, the configuration, the sections the deployment left empty,
 * its addresses); then the reads of the dashboard's first screen in its default order (the bar's and
 * the greeting's counts, the care plan, the coins), which would otherwise come after every card below
 * them (ADR 0062). The priority belongs to the command, not to a call (ADR 0054).
 */
const settledFirst: readonly CommandName[] = [
  'RedFlagIntervention.getInterventionsForParentAndChildren',
  'ParentAuthHandler.getUserProfile',
  'ParentHomeConfigHandler.getHomeConfig',
  'GmsParent.getEmptySections',
  'DiabetsApprovalForm.getURLs',
  'ParentNotification.getUnreadCount',
  'DiabetsApprovalForm.checkNotifications',
  'DiabetsApprovalForm.getWorkflowStatus',
  'DiabetsApprovalForm.getConsultationOffer',
  'ParentCoinsHandler.get_family_coins_logs',
];

/**
 * The order a batch's reads settle in, as indexes: those above first (the red flags' banner is in place
 * before the dashboard's overlay lifts: it would push every card down as the parent reads them), then
 * the others, the last asked first: effects run children first, so a component's own read (the top of
 * what it shows) is asked after those of the parts it draws below it.
 */
function settlingOrder(reads: QueuedRead[]): number[] {
  const ranks = reads.map(({ cmd }) => {
    const first = settledFirst.indexOf(cmd);
    return first === -1 ? settledFirst.length : first;
  });
  return reads.map((_, index) => index).sort((a, b) => (ranks[a] as number) - (ranks[b] as number) || b - a);
}

/**
 * Settles each read with its result in a batch's answer.
 *
 * One read per task, in the settling order above: each read's part of the screen then
 * renders in a short task of its own, where all of them at once made one long task (the dashboard's
 * every card), so the page paints as the cards fill in and a tap is never kept waiting long. Once the
 * session ends, what is left is cancelled at once.
 */
async function settle(reads: QueuedRead[], answer: { status: number; body: Body; sentWith: string | null }) {
  const results = Array.isArray(answer.body.results) ? (answer.body.results as { status: number; body: Body }[]) : null;
  settling += 1;
  try {
    for (const index of settlingOrder(reads)) {
      const read = reads[index] as QueuedRead;
      if (outlived(read)) {
        read.reject(cancelled());
        continue;
      }
      // A refused batch (or an answer without a result for this read) is this read's answer.
      const result = results?.[index] ?? { status: answer.status, body: answer.body };
      try {
        read.resolve(interpretAnswer(read.cmd, { ...result, sentWith: answer.sentWith }, read.options));
      } catch (error) {
        read.reject(error);
      }
      // Two turns: react-query renders a settled read in a task it queues only once the read's promise
      // chain has run, behind one turn's. After the last read too, so what its render asks for waits.
      await nextTask();
      await nextTask();
    }
  } finally {
    settling -= 1;
    if (!settling && queue.length) queueMicrotask(flush);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
