import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  commandKey,
  invalidateCommands,
  isApiError,
  type ApiError,
  isSilentError,
  useCommandMutation,
  useCommandQuery,
} from '../../../shared/api';
import { applyChatEvent, newExchange, type Exchange } from '../chatExchange';
import { streamChat } from './chatStream';

/** How much of the conversation the page shows: the latest 50 messages. */
const HISTORY_LIMIT = 50;
const historyInput = { limit: HISTORY_LIMIT };

/** The parent's conversation, oldest first. */
export function useChatHistory() {
  return useCommandQuery('ParentChat.getHistory', historyInput);
}

export function useDeleteHistory() {
  return useCommandMutation('ParentChat.deleteHistory', { meta: { handlesErrors: true }, invalidates: ['ParentChat.getHistory'] });
}

/**
 * Why the last question got no answer: `refused` before the stream (the error says why: too many
 * questions, an invalid one), `network` (nothing came back), `interrupted` (the answer stopped).
 */
export type AskFailure = { kind: 'refused'; error: ApiError } | { kind: 'network' } | { kind: 'interrupted' };

/**
 * Asks the chat one question at a time and streams its answer into `exchange`. A finished answer
 * joins the cached conversation with its stored question; an unfinished one leaves the stored
 * question to the reloaded conversation. `ask` answers whether the question was taken (false when it
 * was refused or never arrived: the page gives the words back to the parent).
 */
export function useAskChat() {
  const queryClient = useQueryClient();
  const [exchange, setExchange] = useState<Exchange | null>(null);
  const [failure, setFailure] = useState<AskFailure | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  // Leaving the page stops the answer; the server keeps what it stored.
  useEffect(() => () => inFlight.current?.abort(), []);

  const ask = useCallback(
    async (question: string): Promise<boolean> => {
      if (inFlight.current) return false;
      const controller = new AbortController();
      inFlight.current = controller;
      setFailure(null);
      let current = newExchange(question);
      setExchange(current);
      try {
        await streamChat(question, (event) => setExchange((current = applyChatEvent(current, event))), controller.signal);
        const { stored, answer } = current;
        if (!answer || current.broken) throw new Error('The answer stopped');
        const key = commandKey('ParentChat.getHistory', historyInput);
        if (stored && queryClient.getQueryData(key)) {
          queryClient.setQueryData(key, (old) => old && { list: [...old.list, stored, answer].slice(-HISTORY_LIMIT) });
        } else await invalidateCommands(queryClient, ['ParentChat.getHistory']);
        return true;
      } catch (error) {
        if (isSilentError(error)) return current.stored !== null;
        if (current.stored) {
          setFailure({ kind: 'interrupted' });
          await invalidateCommands(queryClient, ['ParentChat.getHistory']);
          return true;
        }
        setFailure(isApiError(error) && error.kind === 'http' ? { kind: 'refused', error } : { kind: 'network' });
        return false;
      } finally {
        inFlight.current = null;
        setExchange(null);
      }
    },
    [queryClient],
  );

  return { ask, exchange, failure };
}
