import type { ChatMessage } from '@t1d/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetExpiryForTests } from '../../../shared/api/expiry';
import { noteServerAnswered } from '../../../shared/pwa/connectivity';
import { reloadSession, TOKEN_KEY, USER_KEY } from '../../../shared/session/storage';
import { answer, refuse, stubCommands, type SentBody } from '../../../test/gateway';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { urgentArticlesRead } from '../../../shared/emergency/urgentLearning';
import { CHAT_STREAM_URL } from '../api/chatStream';
import { emergencyNumbersRequest } from '../../../test/emergency';
import { AiChatPage } from './AiChatPage';
import { chatMessage, sseFrame } from '../__fixtures__/chat';
import { anItem, detailOf } from '../../../test/library';

/** A streamed answer the test writes piece by piece. */
function answerStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => act(async () => controller.enqueue(encoder.encode(text))),
    end: () => act(async () => controller.close()),
  };
}

interface StreamRequest {
  question: string;
  headers: Headers;
}

/** A library article as ContentApi.get answers it, titled after its slug. */
const helpArticle = (slug: string) => detailOf(anItem({ id: slug.length, slug, title: `Article ${slug}`, urgent: true }), 'Its words.');

/** The gateway with this history, and the chat's stream answered by `stream` for each question. */
function stubChat(history: ChatMessage[], stream: (request: StreamRequest) => Promise<Response>) {
  const sent: SentBody[] = stubCommands({
    'ParentChat.getHistory': () => answer('ParentChat.getHistory', { list: history }),
    'ParentChat.deleteHistory': () => answer('ParentChat.deleteHistory', { removed: history.length }),
    'ParentAuthHandler.clearPersistentAuth': () => answer('ParentAuthHandler.clearPersistentAuth', null),
    ...emergencyNumbersRequest({ emergency_number: '000', care_team_phone: '+61 2 9999 0000' }),
    // The help articles it keeps on the device for offline (OfflineHelp); one the deployment unpublished.
    'ContentApi.get': (body) =>
      body.slug === 'when-to-call-emergency' ? refuse('not_found') : answer('ContentApi.get', helpArticle(String(body.slug))),
  });
  const gateway = globalThis.fetch;
  const asked: StreamRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url !== CHAT_STREAM_URL) return gateway(url, init);
      const request = { question: (JSON.parse(String(init.body)) as { question: string }).question, headers: new Headers(init.headers) };
      asked.push(request);
      return stream(request);
    }),
  );
  return { sent, asked };
}

const questionBox = () => screen.getByLabelText('Your question') as HTMLTextAreaElement;
const logName = { name: 'Conversation with the library' };
const log = () => screen.getByRole('log', logName);

beforeEach(() => {
  // happy-dom has no font loading API; the question box's autosize listens to it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  localStorage.setItem(TOKEN_KEY, 'session-token');
  localStorage.setItem(USER_KEY, JSON.stringify({ user_id: 7 }));
  reloadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetExpiryForTests();
  window.dispatchEvent(new Event('online'));
  noteServerAnswered();
});

describe('the AI chat', () => {
  it('offline, shows above the question box the call for help and the help articles an online visit kept, and none it could not', async () => {
    const { sent } = stubChat([], () => Promise.reject(new TypeError('offline')));
    renderWithProviders(<AiChatPage />, { path: '/ai-chat' });
    await screen.findByRole('group', { name: 'Suggested questions' });
    await waitFor(() => expect(sent.filter((body) => body.cmd === 'ContentApi.get')).toHaveLength(4));
    expect(screen.queryByTestId('chat-offline-help')).toBeNull();

    act(() => window.dispatchEvent(new Event('offline')));
    const help = await screen.findByRole('region', { name: "Offline: the library answers once you're back online" });
    expect(help.textContent).toContain('If your child may have a low now, treat it straight away with the rule of 15.');
    expect(within(help).getByRole('link', { name: 'Call 000' }).getAttribute('href')).toBe('tel:000');
    const links = () =>
      within(help)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/article/'))
        .map((link) => [link.textContent, link.getAttribute('href')]);
    // The articles' answers may still be on their way as the connection drops.
    await waitFor(() => expect(links()).toHaveLength(3));
    expect(links()).toEqual([
      ['Article hypoglycaemia', '/article/hypoglycaemia'],
      ['Article severe-hypo-glucagon', '/article/severe-hypo-glucagon'],
      ['Article hyperglycaemia-ketones', '/article/hyperglycaemia-ketones'],
    ]);
    // Where the page opens (at its newest message): after the conversation, right above the question box.
    expect(
      help.compareDocumentPosition(screen.getByRole('group', { name: 'Suggested questions' })) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    expect(help.compareDocumentPosition(questionBox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // No way to the whole urgent set: this device did not keep it.
    expect(within(help).queryByRole('link', { name: 'All urgent topics' })).toBeNull();

    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('chat-offline-help')).toBeNull());
  });

  it('offline, leads to the whole urgent set when another page kept it on the device', async () => {
    stubChat([], () => Promise.reject(new TypeError('offline')));
    const client = testQueryClient();
    client.setQueryData(urgentArticlesRead().queryKey, { list: [anItem({ id: 1, slug: 'sick-days', title: 'Sick days', urgent: true })] });
    act(() => window.dispatchEvent(new Event('offline')));
    renderWithProviders(<AiChatPage />, { path: '/ai-chat', client });
    const help = await screen.findByRole('region', { name: "Offline: the library answers once you're back online" });
    expect(within(help).getByRole('link', { name: 'All urgent topics' }).getAttribute('href')).toBe('/urgent-learning');
  });

  it('shows the conversation, streams an answer with its sources, and keeps it once done', async () => {
    const stream = answerStream();
    const history = [
      chatMessage({ id: 1, role: 'parent', kind: 'question', body: 'Hello?' }),
      chatMessage({ id: 2, kind: 'generated', body: 'An **earlier** answer.' }),
    ];
    const { asked } = stubChat(history, () => Promise.resolve(stream.response));
    renderWithProviders(<AiChatPage />, { path: '/ai-chat' });
    expect(within(await screen.findByRole('log', logName)).getByText('Hello?')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();

    fireEvent.change(questionBox(), { target: { value: 'what is the rule of 15?' } });
    // Shift+Enter is a new line, Enter sends.
    fireEvent.keyDown(questionBox(), { key: 'Enter', shiftKey: true });
    expect(asked).toHaveLength(0);
    fireEvent.keyDown(questionBox(), { key: 'Enter' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.question).toBe('what is the rule of 15?');
    expect(asked[0]!.headers.get('Authorization')).toBe('Bearer session-token');
    expect(asked[0]!.headers.get('Accept-Language')).toBe('en');
    expect(questionBox().value).toBe('');
    expect(document.activeElement).toBe(questionBox());
    expect(within(log()).getByText('what is the rule of 15?')).toBeTruthy();
    expect(within(log()).getByText('Writing an answer…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);

    const question = chatMessage({ id: 3, role: 'parent', kind: 'question', body: 'what is the rule of 15?' });
    const citations = [{ slug: 'hypoglycaemia', title: 'Low blood glucose' }];
    await stream.write(sseFrame('question', { message: question }) + sseFrame('meta', { kind: 'passages', citations }));
    await stream.write(sseFrame('delta', { text: 'Here is what the library ' }));
    expect(within(log()).queryByText('Writing an answer…')).toBeNull();
    expect(within(log()).getByText('Here is what the library')).toBeTruthy();
    await stream.write(sseFrame('delta', { text: 'says.' }));
    expect(within(log()).getByText('Here is what the library says.')).toBeTruthy();

    const done = chatMessage({ id: 4, body: 'The stored answer, [read it](/article/hypoglycaemia).', citations });
    await stream.write(sseFrame('done', { message: done }));
    await stream.end();
    await waitFor(() => expect(log().getAttribute('aria-busy')).toBe('false'));
    expect(within(log()).getByText(/The stored answer/)).toBeTruthy();
    expect(within(log()).getAllByText('what is the rule of 15?')).toHaveLength(1);
    expect(within(log()).getByText("Answered from the library's passages")).toBeTruthy();
    const source = within(log()).getByRole('link', { name: 'Source: Low blood glucose' });
    expect(source.getAttribute('href')).toBe('/article/hypoglycaemia');
    expect(within(log()).getByRole('link', { name: 'read it' }).getAttribute('href')).toBe('/article/hypoglycaemia');
  });

  it('starts from a suggested question, and a withdrawn text gives way to the typing dots again', async () => {
    const stream = answerStream();
    const { asked } = stubChat([], () => Promise.resolve(stream.response));
    renderWithProviders(<AiChatPage />, { path: '/ai-chat' });
    const starters = await screen.findByRole('group', { name: 'Suggested questions' });
    expect(within(starters).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(within(starters).getByRole('button', { name: 'What is the rule of 15?' }));
    await waitFor(() => expect(asked.map((request) => request.question)).toEqual(['What is the rule of 15?']));

    await stream.write(sseFrame('meta', { kind: 'generated', citations: [] }) + sseFrame('delta', { text: 'Give 4 units' }));
    expect(within(log()).getByText('Give 4 units')).toBeTruthy();
    await stream.write(sseFrame('reset'));
    expect(within(log()).queryByText('Give 4 units')).toBeNull();
    expect(within(log()).getByText('Writing an answer…')).toBeTruthy();
  });

  it('sets an emergency answer apart, with the numbers to call under it', async () => {
    const emergency = chatMessage({ id: 2, kind: 'emergency', body: '> **Call emergency services now** on **000**.\n\n- Stay with them.' });
    stubChat([chatMessage({ id: 1, role: 'parent', kind: 'question', body: 'my son is unconscious' }), emergency], () =>
      Promise.reject(new Error()),
    );
    renderWithProviders(<AiChatPage />, { path: '/ai-chat' });
    expect(within(await screen.findByRole('log', logName)).getByText('Emergency')).toBeTruthy();
    expect(within(log()).getByText('Call emergency services now')).toBeTruthy();
    const calls = await within(log()).findByRole('group', { name: 'Phone numbers for an emergency' });
    expect(within(calls).getByRole('link', { name: 'Call 000' }).getAttribute('href')).toBe('tel:000');
    expect(within(calls).getByRole('link', { name: 'Call your care team: +61 2 9999 0000' }).getAttribute('href')).toBe('tel:+61299990000');
  });

  it('gives a refused question back with the reason, and a 401 starts the session-expiry flow', async () => {
    let reply = () => refuse('chat_rate_limited');
    stubChat([], () => reply());
    renderWithProviders(<AiChatPage />, { path: '/ai-chat' });
    await screen.findByRole('group', { name: 'Suggested questions' });
    fireEvent.change(questionBox(), { target: { value: 'one more?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many questions. Please wait a moment and try again.')).toBeTruthy();
    expect(questionBox().value).toBe('one more?');

    reply = () => refuse('token_expired');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    // The Session Expired modal speaks for it: nothing more is said here.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes the history after asking', async () => {
    const { sent } = stubChat([chatMessage({ id: 1, role: 'parent', kind: 'question', body: 'Hello?' })], () =>
      Promise.reject(new Error()),
    );
    renderWithProviders(<AiChatPage />, { path: '/ai-chat' });
    await screen.findByRole('log', logName);
    fireEvent.click(screen.getByRole('button', { name: 'Delete history' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent.some((body) => body.cmd === 'ParentChat.deleteHistory')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.some((body) => body.cmd === 'ParentChat.deleteHistory')).toBe(true));
  });
});
