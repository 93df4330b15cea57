import type { ChatCitation, ChatMessage } from '@t1d/contract';
import { Badge, Box, Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { EmergencyCall } from '../../../shared/emergency/EmergencyCall';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { LibraryText } from '../../../shared/ui/LibraryText';
import classes from './chat.module.css';

/** The parent's question, on the right. */
export function QuestionBubble({ body, id }: { body: string; id: number | 'pending' }) {
  const { t } = useTranslation('chat');
  return (
    // The id lets the conversation scroll to a question; the page's scroll padding keeps it clear of the sticky app header.
    <Box data-question={id} style={{ display: 'flex', justifyContent: 'flex-end', scrollMarginTop: 8 }}>
      <Paper radius="lg" px="md" py="xs" bg="primary.6" c="white" maw="85%" style={{ borderEndEndRadius: 4 }}>
        <VisuallyHidden>{t('youAsked')}: </VisuallyHidden>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {body}
        </Text>
      </Paper>
    </Box>
  );
}

function Sources({ citations }: { citations: ChatCitation[] }) {
  const { t } = useTranslation('chat');
  return (
    <Group gap={6} mt="xs" align="center">
      <Text size="xs" fw={600} c="dimmed">
        {t('sources')}
      </Text>
      {citations.map((citation) => (
        <Button
          key={citation.slug}
          component={Link}
          to={paths.article(citation.slug)}
          size="xs"
          variant="light"
          radius="xl"
          leftSection={<Icon name="book" size={14} />}
          aria-label={t('sourceLink', { title: citation.title })}
          // A long title wraps inside its pill instead of running out of it.
          styles={{
            root: { height: 'auto', minHeight: 28, maxWidth: '100%', paddingBlock: 4 },
            inner: { height: 'auto' },
            label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35, height: 'auto', overflow: 'visible' },
          }}
        >
          {citation.title}
        </Button>
      ))}
    </Group>
  );
}

interface AnswerBubbleProps {
  body: string;
  kind: ChatMessage['kind'] | null;
  citations: ChatCitation[];
}

/**
 * An answer, on the left, in the library's Markdown subset (its links open articles in the app).
 * An emergency answer is set apart in red: it opens with the call for emergency services, and the
 * numbers to call follow it as links to tap.
 */
export function AnswerBubble({ body, kind, citations }: AnswerBubbleProps) {
  const { t } = useTranslation('chat');
  const emergency = kind === 'emergency';
  return (
    <Paper
      data-answer
      withBorder
      radius="lg"
      p="sm"
      maw="92%"
      bg={emergency ? 'danger.0' : 'white'}
      style={{
        borderStartStartRadius: 4,
        ...(emergency ? { borderColor: 'var(--mantine-color-danger-6)', borderInlineStartWidth: 4 } : {}),
      }}
    >
      <VisuallyHidden>{t('answer')}: </VisuallyHidden>
      {emergency && (
        <Badge color="danger" variant="filled" mb="xs" leftSection={<Icon name="alert" size={12} />}>
          {t('emergency')}
        </Badge>
      )}
      <Box style={{ overflowWrap: 'anywhere' }}>
        <LibraryText source={body} headingLevel={1} />
      </Box>
      {emergency && (
        <Box mt="xs">
          <EmergencyCall compact />
        </Box>
      )}
      {kind === 'passages' && (
        <Group gap={4} c="dimmed">
          <Icon name="book" size={14} />
          <Text size="xs">{t('fromPassages')}</Text>
        </Group>
      )}
      {citations.length > 0 && <Sources citations={citations} />}
    </Paper>
  );
}

/** Three dots while the answer's first words are on their way; said in words to screen readers. */
export function TypingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <Paper withBorder radius="lg" px="md" py="sm" w="fit-content" style={{ borderStartStartRadius: 4 }}>
      <Group gap={4} aria-hidden>
        {[0, 1, 2].map((dot) => (
          <span key={dot} className={classes.dot} />
        ))}
      </Group>
      <VisuallyHidden>{t('typing')}</VisuallyHidden>
    </Paper>
  );
}

/** One stored message of the conversation. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  return message.role === 'parent' ? (
    <QuestionBubble id={message.id} body={message.body} />
  ) : (
    <AnswerBubble body={message.body} kind={message.kind} citations={message.citations} />
  );
}
