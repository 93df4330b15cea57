import { redFlagMessages, type RedFlag } from '@t1d/contract';
import { Alert, Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isSilentError } from '../../../shared/api';
import { refusalText, useTranslateMessage } from '../../../shared/i18n/serverText';
import { useMarkRedFlagHandled, useResolveRedFlag, useTakeOnRedFlag } from '../api/useRedFlagLifecycle';
import { availableMoves } from '../redFlagSteps';

const NOTE_MAX = 500;

/** What went wrong, in words: a refusal's own text (another parent moved the flag first), else a general line. */
function useFailureText(error: unknown): string | null {
  const { t } = useTranslation('redFlags');
  if (!error || isSilentError(error)) return null;
  return isApiError(error) && error.reason ? refusalText(error) : t('actions.failed');
}

/**
 * The family's moves on a red flag (ADR 0031): "I'm on it", handled with what was tried, resolved.
 * The server decides; a move another parent made first comes back as a refusal that says so, and the
 * list is read again to show where the flag is.
 */
export function RedFlagActions({ flag }: { flag: RedFlag }) {
  const { t } = useTranslation('redFlags');
  const takeOn = useTakeOnRedFlag();
  const resolve = useResolveRedFlag();
  const [handling, setHandling] = useState(false);
  const moves = availableMoves(flag);
  const failure = useFailureText(takeOn.error ?? resolve.error);
  const busy = takeOn.isPending || resolve.isPending;

  if (handling) return <HandledForm flag={flag} onDone={() => setHandling(false)} />;
  if (!moves.takeOn && !moves.handle && !moves.resolve) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {moves.takeOn && (
          <Button size="sm" loading={takeOn.isPending} disabled={busy} onClick={() => takeOn.mutate({ interventionId: flag.id })}>
            {t('actions.takeOn')}
          </Button>
        )}
        {moves.handle && (
          <Button size="sm" variant="light" disabled={busy} onClick={() => setHandling(true)}>
            {t('actions.handle')}
          </Button>
        )}
        {moves.resolve && (
          <Button
            size="sm"
            variant="light"
            color="green"
            loading={resolve.isPending}
            onClick={() => resolve.mutate({ interventionId: flag.id })}
          >
            {t('actions.resolve')}
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="danger" variant="light" role="alert" p="xs">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

/** What the parent tried: the flag's suggestions to tick, and a short note of their own. */
function HandledForm({ flag, onDone }: { flag: RedFlag; onDone: () => void }) {
  const { t } = useTranslation('redFlags');
  const translateMessage = useTranslateMessage();
  const handle = useMarkRedFlagHandled();
  const [tried, setTried] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const failure = useFailureText(handle.error);

  const save = () => {
    if (tried.length === 0 && note.trim() === '') return setMissing(true);
    handle.mutate({ interventionId: flag.id, tried, note: note.trim() }, { onSuccess: onDone });
  };

  return (
    <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), save())} aria-label={t('actions.handledTitle')}>
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
