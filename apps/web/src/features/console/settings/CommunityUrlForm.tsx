import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSaveCommunityUrl } from '../api/useSettings';
import { consoleFailure } from '../failureText';

/** Where the dashboard's community link leads (https, a page of this app, or empty for none). */
export function CommunityUrlForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation('console');
  const save = useSaveCommunityUrl();
  const [url, setUrl] = useState(saved ?? '');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('settings.community.url')}
        description={t('settings.community.hint')}
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        error={consoleFailure(save.error, t('settings.saveFailed')) ?? undefined}
        maw={560}
      />
      <Group>
        <Button
          onClick={() =>
            save.mutate(
              { parent_community_url: url.trim() },
              { onSuccess: () => notifications.show({ color: 'primary', message: t('settings.community.saved') }) },
            )
          }
          loading={save.isPending}
          disabled={url.trim() === (saved ?? '')}
        >
          {t('settings.community.save')}
        </Button>
      </Group>
    </Stack>
  );
}
