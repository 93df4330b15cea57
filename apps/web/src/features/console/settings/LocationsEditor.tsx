import { Button, Group, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useTranslateMessage } from '../../../shared/i18n';
import { useSaveLocation } from '../api/useSettings';
import { consoleFailure } from '../failureText';

interface Location {
  id: number;
  name: string;
  sort_order: number;
  active: boolean;
}

/** One location: rename it, move it, or stop offering it (families who chose it keep it). */
function LocationRow({ location }: { location: Location }) {
  const { t } = useTranslation('console');
  const translate = useTranslateMessage();
  const save = useSaveLocation();
  const [name, setName] = useState(location.name);
  const [order, setOrder] = useState(String(location.sort_order));
  const orderValue = /^\d{1,5}$/.test(order.trim()) ? Number(order) : null;
  const changed = name.trim() !== location.name || orderValue !== location.sort_order;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={location.name}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('settings.locations.name')}
          description={translate(location.name) === location.name ? undefined : translate(location.name)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          label={t('settings.locations.order')}
          inputMode="numeric"
          value={order}
          onChange={(event) => setOrder(event.currentTarget.value)}
          error={orderValue === null ? t('settings.locations.orderHint') : undefined}
          w={110}
        />
        <Switch
          label={t('settings.locations.offered')}
          checked={location.active}
          onChange={(event) => save.mutate({ id: location.id, name: location.name, active: event.currentTarget.checked })}
          disabled={save.isPending}
          pb={8}
        />
        {changed && (
          <Button
            size="sm"
            onClick={() => orderValue !== null && save.mutate({ id: location.id, name: name.trim(), sort_order: orderValue })}
            loading={save.isPending}
            disabled={orderValue === null || !name.trim()}
          >
            {t('settings.locations.save')}
          </Button>
        )}
      </Group>
      {save.error && (
        <Stack mt={6} c="danger.8" fz="sm" role="alert">
          {consoleFailure(save.error, t('settings.saveFailed'))}
        </Stack>
      )}
    </Paper>
  );
}

/** The locations families pick from at sign-up, in their order, and a new one. */
export function LocationsEditor({ locations }: { locations: Location[] }) {
  const { t } = useTranslation('console');
  const add = useSaveLocation();
  const [name, setName] = useState('');
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('settings.locations.listLabel')}>
        {locations.map((location) => (
          <LocationRow key={`${location.id}-${location.name}-${location.sort_order}`} location={location} />
        ))}
      </Stack>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('settings.locations.new')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={consoleFailure(add.error, t('settings.saveFailed')) ?? undefined}
          style={{ flex: '1 1 240px' }}
          maw={420}
        />
        <Button
          onClick={() => add.mutate({ name: name.trim() }, { onSuccess: () => setName('') })}
          loading={add.isPending}
          disabled={!name.trim()}
        >
          {t('settings.locations.add')}
        </Button>
      </Group>
    </Stack>
  );
}
