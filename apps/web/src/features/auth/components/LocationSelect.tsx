import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../shared/i18n';
import { useLocations } from '../api/useAuthCommands';

interface LocationSelectProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The optional location; if the list cannot load, the field is left out rather than shown broken. */
export function LocationSelect({ value, error, onChange }: LocationSelectProps) {
  const { t } = useTranslation('auth');
  const translateMessage = useTranslateMessage();
  const locations = useLocations();
  if (!locations.data || locations.data.length === 0) return null;
  return (
    <NativeSelect
      name="location"
      label={t('fields.location')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: t('fields.locationNone') },
        // Location names are English server texts; known ones have translations.
        ...locations.data.map((location) => ({ value: String(location.id), label: translateMessage(location.name) })),
      ]}
    />
  );
}
