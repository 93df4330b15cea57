import { homeSectionIds, homeTextKeys, type CommandInput, type HomeConfig, type HomeSectionId } from '@t1d/contract';

/** A configuration being edited: the sections in their order (order = position), and the texts by key. */
export interface ConfigDraft {
  config_id?: number;
  campaign: string;
  webapp_version_key: string;
  sections: { id: HomeSectionId; enabled: boolean }[];
  texts: Record<string, { en: string; zh: string }>;
}

/**
 * A draft of `config`, or of a new configuration: the 19 sections in their default order, all enabled. Sections
 * the configuration leaves out come last, disabled, so the editor always shows all 19.
 */
export function draftOf(config: HomeConfig | null): ConfigDraft {
  const listed = config ? [...config.sections_config].sort((a, b) => a.order - b.order) : [];
  const missing = homeSectionIds.filter((id) => !listed.some((section) => section.id === id));
  const texts = Object.fromEntries(homeTextKeys.map((key) => [key, { en: '', zh: '' }]));
  for (const text of config?.version_text ?? []) texts[text.text_key] = { en: text.en, zh: text.zh };
  return {
    ...(config && { config_id: config.config_id }),
    campaign: config?.campaign ?? '',
    webapp_version_key: config?.webapp_version_key ?? '',
    sections: [...listed.map(({ id, enabled }) => ({ id, enabled })), ...missing.map((id) => ({ id, enabled: !config }))],
    texts,
  };
}

/** The draft with the section at `from` moved to `to` (both positions in the list). */
export function moveSection(draft: ConfigDraft, from: number, to: number): ConfigDraft {
  if (to < 0 || to >= draft.sections.length || from === to) return draft;
  const sections = [...draft.sections];
  const [moved] = sections.splice(from, 1);
  sections.splice(to, 0, moved!);
  return { ...draft, sections };
}

export function toggleSection(draft: ConfigDraft, id: HomeSectionId, enabled: boolean): ConfigDraft {
  return { ...draft, sections: draft.sections.map((section) => (section.id === id ? { ...section, enabled } : section)) };
}

export function setText(draft: ConfigDraft, key: string, language: 'en' | 'zh', value: string): ConfigDraft {
  const current = draft.texts[key] ?? { en: '', zh: '' };
  return { ...draft, texts: { ...draft.texts, [key]: { ...current, [language]: value } } };
}

/** What saveConfig takes: orders 1 to 19 by position; only the texts that reword something. */
export function toSaveInput(draft: ConfigDraft): CommandInput<'ParentHomeConfigHandler.saveConfig'> {
  return {
    ...(draft.config_id && { config_id: draft.config_id }),
    campaign: draft.campaign.trim() || null,
    webapp_version_key: draft.webapp_version_key.trim(),
    sections_config: draft.sections.map((section, index) => ({ ...section, order: index + 1 })),
    version_text: Object.entries(draft.texts)
      .filter(([, text]) => text.en.trim() || text.zh.trim())
      .map(([text_key, text]) => ({ text_key, en: text.en, zh: text.zh })),
  };
}
