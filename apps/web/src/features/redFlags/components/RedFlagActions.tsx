import type { RedFlag } from '@t1d/contract';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useResolveRedFlag, useTakeOnRedFlag } from '../api/useRedFlagLifecycle';
import { availableMoves } from '../redFlagSteps';
import { useFailureText } from './useFailureText';

// The form (checkboxes, a text area) comes when a parent opens it, not with every page of flags.
const HandledForm = lazy(() => import('./HandledForm').then((module) => ({ default: module.HandledForm })));

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

  if (handling)
    return (
      <Suspense fallback={<Loader size="sm" />}>
        <HandledForm flag={flag} onDone={() => setHandling(false)} />
      </Suspense>
    );
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
