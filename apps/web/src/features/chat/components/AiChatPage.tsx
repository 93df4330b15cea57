import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { refusalText } from '../../../shared/i18n/serverText';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useAskChat, useChatHistory, type AskFailure } from '../api/useChat';
import { OfflineHelp } from '../offline/OfflineHelp';
import { ChatComposer } from './ChatComposer';
import { ConversationLog } from './ConversationLog';
import { DeleteHistory } from './DeleteHistory';
import { StarterQuestions } from './StarterQuestions';

function useFailureText(failure: AskFailure | null): string | null {
  const { t } = useTranslation('chat');
  if (!failure) return null;
  return failure.kind === 'refused' ? refusalText(failure.error) : t(`failure.${failure.kind}`);
}

/** /ai-chat: questions to the app's library, answered as they are written, with their sources. */
export function AiChatPage() {
  const { t } = useTranslation('chat');
  const history = useChatHistory();
  useLogFailure(history.error, 'Failed to load the chat');
  const { ask, exchange, failure } = useAskChat();
  const failureText = useFailureText(failure);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const messages = history.data?.list ?? [];

  const send = (question: string) => {
    const text = question.trim();
    if (!text || exchange) return;
    setDraft('');
    input.current?.focus();
    // A refused question (too many at once, not reachable) comes back to the box, unless more was typed meanwhile.
    void ask(text).then((taken) => {
      if (!taken) setDraft((current) => current || text);
    });
  };

  let conversation;
  if (history.isError && !isSilentError(history.error))
    conversation = <LoadError message={t('loadFailed')} onRetry={() => void history.refetch()} />;
  else if (!history.data) conversation = <SkeletonBlock label={t('loading')} count={3} height={64} />;
  else
    conversation = (
      <>
        {messages.length === 0 && !exchange && <StarterQuestions onAsk={send} />}
        <ConversationLog messages={messages} exchange={exchange} />
      </>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader
        title={t('pageTitle')}
        intro={t('pageIntro')}
        actions={<DeleteHistory shown={messages.length > 0} disabled={exchange !== null} />}
      />
      <Stack component="section" aria-labelledby="chat-conversation-title" gap="md">
        <VisuallyHidden>
          <Title order={2} id="chat-conversation-title">
            {t('conversationTitle')}
          </Title>
        </VisuallyHidden>
        {conversation}
      </Stack>
      {failureText && <ErrorAlert>{failureText}</ErrorAlert>}
      {/* Offline the chat cannot answer: what works without it stands where the page opens, at its newest message, above the question box. */}
      <OfflineHelp />
      <ChatComposer value={draft} onChange={setDraft} onSend={() => send(draft)} busy={exchange !== null} inputRef={input} />
    </Stack>
  );
}
