import { NativeSelect } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useTranslateMessage } from '../../../shared/i18n';
import { useLocations } from '../api/useAuthCommands';

/**
 * The optional location (the form's `location` field); if the list cannot load, or there is none, the
 * field is left out rather than shown broken. While the list loads the field is there with its
 * "none" choice alone, so the form below it does not jump when the list arrives (the prerendered
 * page, ADR 0041, shows it so).
 */
export function LocationSelect(field: GetInputPropsReturnType) {
  const { t } = useTranslation('auth');
  const translateMessage = useTranslateMessage();
  const locations = useLocations();
  if (!locations.isPending && (!locations.data || locations.data.length === 0)) return null;
  return (
    <NativeSelect
      {...field}
      label={t('fields.location')}
      data={[
        { value: '', label: t('fields.locationNone') },
        // Location names are English server texts; known ones have translations.
        ...(locations.data ?? []).map((location) => ({ value: String(location.id), label: translateMessage(location.name) })),
      ]}
    />
  );
}
