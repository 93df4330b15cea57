import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';

/** The contract's limit on a question (chatQuestion). */
const QUESTION_MAX = 1000;

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** An answer is on its way: one question at a time. */
  busy: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The standing safety notice, the question box and Send. Enter sends; Shift+Enter starts a new line. */
export function ChatComposer({ value, onChange, onSend, busy, inputRef }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  // Offline the question can still be written; Enter and Send wait for the connection.
  const serverAction = useServerAction({ disabled: busy || value.trim() === '' });
  const canSend = !serverAction.disabled;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (pinyin), Enter picks the characters: it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <Stack gap="xs">
      <Paper radius="md" px="sm" py={6} bg="warning.0" withBorder style={{ borderColor: 'var(--mantine-color-warning-2)' }}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Icon name="shield" size={16} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs">{t('notice')}</Text>
        </Group>
      </Paper>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) onSend();
        }}
      >
        <Stack gap="xs">
          <Textarea
            ref={inputRef}
            label={t('input.label')}
            placeholder={t('input.placeholder')}
            description={t('input.hint', { count: value.length, max: QUESTION_MAX })}
            inputWrapperOrder={['label', 'input', 'description']}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={QUESTION_MAX}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group justify="flex-end">
            <Button type="submit" {...serverAction} loading={busy} rightSection={<Icon name="arrowUp" size={18} />}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
