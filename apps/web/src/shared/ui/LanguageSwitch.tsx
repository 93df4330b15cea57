import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locales, setLocale, toLocale } from '../i18n/i18n';

/** The visible EN / 中文 switch; the choice is stored and wins over the browser language next time. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = toLocale(i18n.resolvedLanguage ?? i18n.language);
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
