import type { ChatMessage } from '@t1d/contract';
import { Stack } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Exchange } from '../chatExchange';
import { AnswerBubble, MessageBubble, QuestionBubble, TypingIndicator } from './ChatBubbles';

const toTheEnd = () => window.scrollTo({ top: document.documentElement.scrollHeight });
const toQuestion = (log: HTMLElement | null, id: number | 'pending') =>
  log?.querySelector(`[data-question="${id}"]`)?.scrollIntoView({ block: 'start' });

/**
 * Where the page scrolls: to the newest message on opening, to the question being asked (with its
 * typing dots), and, once its answer is there, to the top of that question, so the answer is read
 * from its first line: an emergency answer opens with the call for help, which must not scroll away.
 * (A whole answer may arrive in one piece, so the question is also found when it joins the history.)
 */
function useScrollToNews(messages: ChatMessage[], exchange: Exchange | null, log: RefObject<HTMLDivElement | null>) {
  const known = useRef<Set<number> | null>(null);
  const asked = useRef(false);
  const asking = exchange !== null;
  useEffect(() => {
    if (!asking) return;
    asked.current = true;
    toTheEnd();
  }, [asking]);
  const started = exchange?.started ?? false;
  useEffect(() => {
    if (started) toQuestion(log.current, 'pending');
  }, [started, log]);
  useEffect(() => {
    const before = known.current;
    known.current = new Set(messages.map((message) => message.id));
    if (before === null) {
      if (messages.length > 0) toTheEnd();
      return;
    }
    const newest = messages.find((message) => message.role === 'parent' && !before.has(message.id));
    if (asked.current && newest) {
      asked.current = false;
      toQuestion(log.current, newest.id);
    }
  }, [messages, log]);
}

interface ConversationLogProps {
  messages: ChatMessage[];
  exchange: Exchange | null;
}

/**
 * The conversation, oldest first: the parent's questions on the right, the answers on the left, and
 * the question being answered at the end. A polite live log: screen readers hear what is added, and
 * a streaming answer once it is whole (busy until then).
 */
export function ConversationLog({ messages, exchange }: ConversationLogProps) {
  const { t } = useTranslation('chat');
  const log = useRef<HTMLDivElement>(null);
  useScrollToNews(messages, exchange, log);
  return (
    <Stack ref={log} role="log" aria-live="polite" aria-label={t('logLabel')} aria-busy={exchange !== null} gap="sm">
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
      {exchange && (
        <>
          <QuestionBubble id="pending" body={exchange.stored?.body ?? exchange.question} />
          {exchange.started ? (
            <AnswerBubble body={exchange.text} kind={exchange.kind} citations={exchange.citations} />
          ) : (
            <TypingIndicator />
          )}
        </>
      )}
    </Stack>
  );
}
