import type { EconomySettings } from '@t1d/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import classes from '../console.module.css';
import { useSaveEconomySettings } from '../api/useSettings';
import { consoleFailure } from '../failureText';
import { economyFields, parseEconomyValue } from './economyFields';

type Typed = Record<keyof EconomySettings, string>;

/** The rewards (coins per community visit, lesson plan, product explored) and the token economy; only what changed is sent. */
export function EconomyForm({ saved }: { saved: EconomySettings }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const save = useSaveEconomySettings();
  const [typed, setTyped] = useState<Typed>(
    () => Object.fromEntries(economyFields.map((field) => [field.name, String(saved[field.name])])) as Typed,
  );
  const [checked, setChecked] = useState(false);
  const parsed = economyFields.map((field) => ({ field, value: parseEconomyValue(field, typed[field.name]) }));
  const changes = Object.fromEntries(
    parsed.filter(({ field, value }) => value !== null && value !== saved[field.name]).map(({ field, value }) => [field.name, value]),
  );
  const invalid = parsed.some(({ value }) => value === null);

  const submit = () => {
    setChecked(true);
    if (invalid || Object.keys(changes).length === 0) return;
    save.mutate(changes, { onSuccess: () => notifications.show({ color: 'primary', message: t('settings.economy.saved') }) });
  };

  return (
    <Stack gap="sm">
      <div className={classes.columns}>
        {parsed.map(({ field, value }) => (
          <TextInput
            key={field.name}
            label={t(`settings.economy.${field.name}`)}
            description={
              field.max === Number.MAX_SAFE_INTEGER
                ? t('settings.economy.atLeast', { min: format.number(field.min) })
                : t('settings.economy.range', { min: format.number(field.min), max: format.number(field.max) })
            }
            inputMode={field.whole ? 'numeric' : 'decimal'}
            value={typed[field.name]}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setTyped((current) => ({ ...current, [field.name]: next }));
            }}
            error={checked && value === null ? t(field.whole ? 'settings.economy.wholeNumber' : 'settings.economy.number') : undefined}
          />
        ))}
      </div>
      {save.error && <ErrorAlert>{consoleFailure(save.error, t('settings.saveFailed'))}</ErrorAlert>}
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={Object.keys(changes).length === 0 && !invalid}>
          {t('settings.economy.save')}
        </Button>
      </Group>
    </Stack>
  );
}
