import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useCreateGameKey } from '../api/useGameKeys';
import { consoleFailure } from '../failureText';

/** Makes a key for the partner game's servers, and shows it this once, to copy into the game's settings. */
export function NewGameKey() {
  const { t } = useTranslation('console');
  const create = useCreateGameKey();
  const [name, setName] = useState('');
  const failure = consoleFailure(create.error, t('gameKeys.createFailed'));
  const made = create.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby="new-game-key">
      <Text id="new-game-key" fw={700}>
        {t('gameKeys.newTitle')}
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('gameKeys.name')}
          description={t('gameKeys.nameHint')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={failure ?? undefined}
          style={{ flex: '1 1 260px' }}
        />
        <Button
          onClick={() => create.mutate({ name }, { onSuccess: () => setName('') })}
          loading={create.isPending}
          disabled={!name.trim()}
        >
          {t('gameKeys.create')}
        </Button>
      </Group>
      {made && (
        <Alert color="warning" variant="light" title={t('gameKeys.madeTitle', { name: made.name })} role="status">
          <Stack gap="xs">
            <Text size="sm">{t('gameKeys.shownOnce')}</Text>
            <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} aria-label={t('gameKeys.keyLabel')}>
              {made.key}
            </Text>
            <CopyButton value={made.key}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? t('gameKeys.copied') : t('gameKeys.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
