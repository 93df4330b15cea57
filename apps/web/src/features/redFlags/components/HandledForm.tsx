import { redFlagMessages, type RedFlag } from '@t1d/contract';
import { Alert, Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useTranslateMessage } from '../../../shared/i18n/serverText';
import { useMarkRedFlagHandled } from '../api/useRedFlagLifecycle';
import { useFailureText } from './useFailureText';

// The contract's own limit on the note.
const NOTE_MAX = 500;

/** What the parent tried: the flag's suggestions to tick, and a short note of their own. */
export function HandledForm({ flag, onDone }: { flag: RedFlag; onDone: () => void }) {
  const { t } = useTranslation('redFlags');
  const translateMessage = useTranslateMessage();
  const handle = useMarkRedFlagHandled();
  const [tried, setTried] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const failure = useFailureText(handle.error);

  const save = () => {
    if (tried.length === 0 && note.trim() === '') return setMissing(true);
    // A note is one paragraph (the contract refuses line breaks in text others read).
    handle.mutate({ interventionId: flag.id, tried, note: note.replace(/\s*\n\s*/g, ' ').trim() }, { onSuccess: onDone });
  };

  return (
    <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), save())}>
      <Checkbox.Group label={t('actions.handledTitle')} value={tried} onChange={(next) => (setTried(next), setMissing(false))}>
        <Stack gap={6} mt={6}>
          {flag.suggestions.map((suggestion) => (
            <Checkbox key={suggestion.key} value={suggestion.key} label={suggestion.text} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Textarea
        label={t('actions.note')}
        value={note}
        maxLength={NOTE_MAX}
        autosize
        minRows={2}
        onChange={(event) => (setNote(event.currentTarget.value), setMissing(false))}
        error={missing ? translateMessage(redFlagMessages.handledNeedsWhat) : undefined}
      />
      {failure && (
        <Alert color="danger" variant="light" role="alert" p="xs">
          {failure}
        </Alert>
      )}
      <Group gap="xs">
        <Button type="submit" size="sm" loading={handle.isPending}>
          {t('actions.save')}
        </Button>
        <Button size="sm" variant="subtle" onClick={onDone} disabled={handle.isPending}>
          {t('actions.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
