import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locales, setLocale, toLocale } from '../i18n/i18n';
import { useLocale } from '../i18n/useLocale';

/** The visible EN / 中文 switch; the choice is stored and wins over the browser language next time. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const value = useLocale();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      w={84}
      value={value}
      onChange={(event) => void setLocale(toLocale(event.currentTarget.value))}
      data={locales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
    />
  );
}
