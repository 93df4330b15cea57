import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id, plainText } from '../fields.js';
import {
  homeSectionConditions,
  homeSectionIds,
  homeTextKeysOf,
  isHomeSectionId,
  isHomeTextKey,
  type HomeSectionId,
} from '../homeSections.js';
import { homeConfigMessages as m, limits } from '../messages.js';

const sectionId = z.string().check(z.refine(isHomeSectionId, { error: m.unknownSection }));

export const homeSectionConfig = z.object({
  id: z.pipe(
    sectionId,
    z.transform((value) => value as HomeSectionId),
  ),
  enabled: z.boolean(),
  order: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
});

/** One reworded text; its Chinese may come as `cn` or `zh` (answered as `zh`). An empty language keeps the app's own text. */
export const homeVersionText = z.pipe(
  z.transform((value) => {
    if (value && typeof value === 'object' && !('zh' in value) && 'cn' in value) {
      const { cn, ...rest } = value as Record<string, unknown>;
      return { ...rest, zh: cn };
    }
    return value;
  }),
  z.object({
    text_key: z.string().check(z.refine(isHomeTextKey, { error: m.unknownTextKey })),
    en: z._default(plainText(500), ''),
    zh: z._default(plainText(500), ''),
  }),
);

/** An operator's name for a version of the dashboard, e.g. "v2" or "spring-2026". */
const versionKey = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._-]{1,40}$/, { error: m.versionKeyFormat }));

/** The campaign a configuration is for; empty or null is the default configuration, for everyone else. */
const campaignField = z.pipe(
  z.optional(z.union([plainText(limits.nameMax), z.null()])),
  z.transform((value) => value || null),
);

const sectionsConfig = z.array(homeSectionConfig).check(
  z.minLength(1),
  z.maxLength(homeSectionIds.length),
  z.superRefine((sections, context) => {
    const ids = new Set<string>();
    const orders = new Set<number>();
    sections.forEach((section, index) => {
      if (ids.has(section.id)) context.addIssue({ code: 'custom', message: m.sectionTwice, path: [index, 'id'] });
      if (orders.has(section.order)) context.addIssue({ code: 'custom', message: m.orderTwice, path: [index, 'order'] });
      ids.add(section.id);
      orders.add(section.order);
    });
  }),
);

const versionTexts = z.array(homeVersionText).check(
  z.maxLength(100),
  z.superRefine((texts, context) => {
    const keys = new Set<string>();
    texts.forEach((text, index) => {
      if (keys.has(text.text_key)) context.addIssue({ code: 'custom', message: m.textKeyTwice, path: [index, 'text_key'] });
      keys.add(text.text_key);
    });
  }),
);

export const homeConfig = z.object({
  config_id: id,
  campaign: z.nullable(z.string()),
  webapp_version_key: z.string(),
  is_active: z.boolean(),
  sections_config: z.array(z.object({ id: z.enum(homeSectionIds), enabled: z.boolean(), order: z.number().check(z.int()) })),
  version_text: z.array(z.object({ text_key: z.string(), en: z.string(), zh: z.string() })),
  updated_at: epochSeconds,
});
export type HomeConfig = z.output<typeof homeConfig>;

export const availableSection = z.object({
  id: z.enum(homeSectionIds),
  default_order: z.number().check(z.int()),
  condition: z.nullable(z.enum(['dev_only', 'fitness_entry'])),
  text_keys: z.array(z.string()),
});

/** The sections every configuration chooses from, with their defaults and the texts each may reword. */
export const availableSections = homeSectionIds.map((section, index) => ({
  id: section,
  default_order: index + 1,
  condition: homeSectionConditions[section] ?? null,
  text_keys: homeTextKeysOf(section),
}));

const configId = z.object({ config_id: id });

/** The dashboard's sections, order and texts per campaign (ADR 0018). */
export const parentHomeConfigHandler = {
  'ParentHomeConfigHandler.getHomeConfig': command({
    access: 'parent',
    effect: 'read',
    envelope: 'success',
    input: z.object({
      campaign: z.optional(z.union([plainText(limits.nameMax), z.null()])),
      webapp_version_key: z.optional(z.union([z.string().check(z.trim(), z.maxLength(40)), z.null()])),
    }),
    output: z.nullable(homeConfig),
  }),
  'ParentHomeConfigHandler.getAllConfigs': command({
    access: 'operator',
    effect: 'read',
    envelope: 'success',
    input: z.object({}),
    output: z.array(homeConfig),
  }),
  'ParentHomeConfigHandler.getAvailableSections': command({
    access: 'operator',
    effect: 'read',
    envelope: 'success',
    input: z.object({}),
    output: z.object({ sections: z.array(availableSection), text_keys: z.array(z.string()) }),
  }),
  'ParentHomeConfigHandler.saveConfig': command({
    access: 'operator',
    effect: 'write',
    envelope: 'success',
    input: z.object({
      config_id: z.optional(id),
      campaign: campaignField,
      webapp_version_key: versionKey,
      sections_config: sectionsConfig,
      version_text: z._default(versionTexts, []),
    }),
    output: homeConfig,
  }),
  'ParentHomeConfigHandler.deleteConfig': command({
    access: 'operator',
    effect: 'write',
    envelope: 'success',
    input: configId,
    output: z.object({ config_id: id, deleted: z.literal(true) }),
  }),
  'ParentHomeConfigHandler.setActiveConfig': command({
    access: 'operator',
    effect: 'write',
    envelope: 'success',
    input: configId,
    output: homeConfig,
  }),
};
