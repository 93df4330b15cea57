import { NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { languageSwitchAttribute, takeEarlyLanguageChoice } from '../i18n/earlyLanguageChoice';
import { currentLocale, locales, setLocale, toLocale, type Locale } from '../i18n/i18n';
import { useLocale } from '../i18n/useLocale';
import { currentSubscription } from '../pushSubscription';
import { noZoomFontSize } from './theme';

/** The visible EN / 中文 switch; the choice is stored and wins over the browser language next time. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const value = useLocale();
  useEffect(() => {
    // A choice made on the prerendered page before this switch was hydrated (React put the select back).
    // Once, at the first mount: later changes come through onChange.
    const early = takeEarlyLanguageChoice();
    if (early && early !== currentLocale()) void changeLocale(early);
  }, []);
  return (
    <NativeSelect
      {...{ [languageSwitchAttribute]: '' }}
      aria-label={t('language.label')}
      size="sm"
      w={96}
      styles={{ input: { fontSize: noZoomFontSize } }}
      value={value}
      onChange={(event) => {
        // A change that reads the language shown is not the parent's: React put the select back before
        // it came (a pick while the page was being hydrated, taken above from the early choice).
        const picked = toLocale(event.currentTarget.value);
        if (picked !== value) void changeLocale(picked);
      }}
      data={locales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
    />
  );
}

async function changeLocale(locale: Locale) {
  await setLocale(locale);
  // A device with pushes on gets them in the new language (loaded on use, so the shell does not carry it;
  // a device without them fetches nothing).
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await import('../pushDevice').then((push) => push.followPushLanguage(locale, subscription)).catch(() => undefined);
}
