import type { HomeConfig } from '@t1d/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useCommandQuery, useLogFailure } from '../../../shared/api';

/**
 * The dashboard's configuration for the signed-in parent's campaign and version (ADR 0018): null
 * means the app's own defaults, and so does a failed load (logged and said, HomeConfigFailure.tsx; the
 * dashboard still works).
 */
export function useHomeConfig() {
  const config = useCommandQuery('ParentHomeConfigHandler.getHomeConfig', {}, { meta: { handlesErrors: true } });
  useLogFailure(config.error, 'Failed to load home configuration');
  return config;
}

/** The configuration's rewording of `key` in the current language, or undefined to keep the app's own text. */
export function useVersionTexts(config: HomeConfig | null | undefined): (key: string) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'zh' ? 'zh' : 'en';
  // The same function while the configuration and the language stay: the dashboard's sections are
  // composed once per change of them, not on every render of the screen.
  return useMemo(() => {
    const texts = new Map(config?.version_text.map((text) => [text.text_key, text[language].trim()]) ?? []);
    return (key: string) => texts.get(key) || undefined;
  }, [config, language]);
}
