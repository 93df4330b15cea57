import type { RedFlag } from '@t1d/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { reloadIfServerAnswers } from '../../../shared/pwa/connectivity';
import { useResolveRedFlag, useTakeOnRedFlag } from '../api/useRedFlagLifecycle';
import { availableMoves } from '../redFlagSteps';
import { useFailureText } from './useFailureText';

// The form (checkboxes, a text area) comes when a parent opens it, not with every page of flags.
const loadHandledForm = () => import('./HandledForm').then((module) => module.HandledForm);
type HandledForm = Awaited<ReturnType<typeof loadHandledForm>>;

/**
 * The handled form, fetched when asked for. Where its code cannot come (offline where no worker keeps
 * it: ADR 0066) the flag stays on screen with its buttons and a word that a connection is needed,
 * rather than the page giving way to a failure. Where the server answers, the page is opened again to
 * fetch it: a browser keeps a failed import failed until then, and a new version may have replaced it.
 */
function useHandledForm() {
  const [form, setForm] = useState<HandledForm | 'opening' | 'unavailable' | null>(null);
  const open = () => {
    setForm('opening');
    loadHandledForm().then(
      (loaded) => setForm(() => loaded),
      () => reloadIfServerAnswers(() => setForm('unavailable')),
    );
  };
  return { form, open, close: () => setForm(null) };
}

/**
 * The family's moves on a red flag (ADR 0031): "I'm on it", handled with what was tried, resolved.
 * The server decides; a move another parent made first comes back as a refusal that says so, and the
 * list is read again to show where the flag is.
 */
export function RedFlagActions({ flag }: { flag: RedFlag }) {
  const { t } = useTranslation(['redFlags', 'common']);
  const takeOn = useTakeOnRedFlag();
  const resolve = useResolveRedFlag();
  const handled = useHandledForm();
  const moves = availableMoves(flag);
  const refused = useFailureText(takeOn.error ?? resolve.error);
  const failure = handled.form === 'unavailable' ? t('common:offline.actionFailed') : refused;
  const busy = takeOn.isPending || resolve.isPending;

  if (typeof handled.form === 'function') return <handled.form flag={flag} onDone={handled.close} />;
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
          <Button size="sm" variant="light" loading={handled.form === 'opening'} disabled={busy} onClick={handled.open}>
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
