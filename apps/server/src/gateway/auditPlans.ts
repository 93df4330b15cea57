import { commands, type CommandName, type CommandOutput, type ParsedInput } from '@t1d/contract';
import { gameKeyByName } from '../auth/gameKeys.js';
import { readAppGlobal } from '../content/appData.js';
import { getContentItem } from '../content/operatorContent.js';
import { listCatalogueGifts } from '../content/operatorGifts.js';
import { readConsultationUrls } from '../consultation/urls.js';
import { toStatus } from '../consultation/workflow.js';
import { readMilestones } from '../economy/milestones.js';
import { readSettings } from '../economy/settings.js';
import { readValuation } from '../economy/valuation.js';
import type { CallerContext } from './context.js';
import { findHomeConfigRow, toHomeConfig } from '../homeConfig/store.js';
import { textsById } from '../texts/textStore.js';

/** An operator command the contract declares a write: each one is logged. */
type OperatorWrite = {
  [C in CommandName]: (typeof commands)[C]['access'] extends 'operator'
    ? (typeof commands)[C]['effect'] extends 'write'
      ? C
      : never
    : never;
}[CommandName];

/** How one operator write is logged: what it changed, and that object before and after. */
export interface AuditPlan<C extends CommandName> {
  target(input: ParsedInput<C>, result: CommandOutput<C>): string;
  /** The object as it was, read just before the write; absent for what the command creates. */
  before?(input: ParsedInput<C>, context: CallerContext): Promise<unknown>;
  /** The object after, from the answer; the answer itself by default. */
  after?(result: CommandOutput<C>): unknown;
}

const workflowOf = async (familyId: number, { db }: CallerContext) =>
  toStatus(await db.selectFrom('consultation_workflows').selectAll().where('family_id', '=', familyId).executeTakeFirst());
const giftById = async (id: number | undefined, { db }: CallerContext) =>
  id === undefined ? null : ((await listCatalogueGifts(db)).find((gift) => gift.id === id) ?? null);
const homeConfigById = async (id: number, { db }: CallerContext) => {
  const row = await findHomeConfigRow(db, id);
  return row ? toHomeConfig(row) : null;
};
const locationById = async (id: number | undefined, { db }: CallerContext) =>
  id === undefined ? null : ((await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst()) ?? null);

/** One plan per operator write: a new one that is missing fails the typecheck. */
export const auditPlans: { [C in OperatorWrite]: AuditPlan<C> } = {
  'OperatorLocationHandler.save': {
    target: (_input, result) => `location:${result.id}`,
    before: (input, context) => locationById(input.id, context),
  },
  'OperatorEconomyHandler.saveSettings': { target: () => 'settings:economy', before: (_input, { db }) => readSettings(db) },
  'OperatorEconomyHandler.grantTokens': { target: (input) => `family:${input.family_code}` },
  'OperatorEconomyHandler.saveMilestone': {
    target: (input) => `token-milestone:${input.milestone}`,
    // The answer is every milestone: the log keeps the list before and after, one of them changed.
    before: (_input, { db }) => readMilestones(db),
  },
  'OperatorEconomyHandler.publishValuation': {
    target: () => 'settings:token-valuation',
    before: (_input, { db, config }) => readValuation(db, config.currency),
  },
  'OperatorConsultationHandler.markAppointmentFinished': {
    target: (input) => `consultation:${input.family_id}`,
    before: (input, context) => workflowOf(input.family_id, context),
  },
  'OperatorConsultationHandler.markReferralFinished': {
    target: (input) => `consultation:${input.family_id}`,
    before: (input, context) => workflowOf(input.family_id, context),
  },
  // A view, logged with the family: which details were shown, never the details themselves (ADR 0039).
  'OperatorConsultationHandler.viewContactRequest': {
    target: (input) => `consultation-contact:${input.family_id}`,
    after: (result) => ({
      family_code: result.family_code,
      shown: (['phone', 'email'] as const).filter((field) => result[field] !== null),
    }),
  },
  'OperatorConsultationHandler.saveUrls': {
    target: () => 'settings:workflow-urls',
    before: (_input, { db, config }) => readConsultationUrls(db, config),
  },
  'ParentHomeConfigHandler.saveConfig': {
    target: (_input, result) => `home-config:${result.config_id}`,
    before: (input, context) => (input.config_id === undefined ? Promise.resolve(null) : homeConfigById(input.config_id, context)),
  },
  'ParentHomeConfigHandler.deleteConfig': {
    target: (input) => `home-config:${input.config_id}`,
    before: (input, context) => homeConfigById(input.config_id, context),
    after: () => null,
  },
  'ParentHomeConfigHandler.setActiveConfig': {
    target: (input) => `home-config:${input.config_id}`,
    before: (input, context) => homeConfigById(input.config_id, context),
  },
  'OperatorContentHandler.saveItem': {
    target: (_input, result) => `${result.kind}:${result.slug}`,
    before: (input, { db }) => (input.id === undefined ? Promise.resolve(null) : getContentItem(db, input.id)),
  },
  'OperatorContentHandler.setPublished': {
    target: (_input, result) => `${result.kind}:${result.slug}`,
    before: (input, { db }) => getContentItem(db, input.id),
  },
  'OperatorContentHandler.saveGift': {
    target: (_input, result) => `gift:${result.item}`,
    before: (input, context) => giftById(input.id, context),
  },
  'OperatorContentHandler.setGiftPublished': {
    target: (_input, result) => `gift:${result.item}`,
    before: (input, context) => giftById(input.id, context),
  },
  'OperatorContentHandler.saveAppData': {
    target: () => 'settings:community-url',
    before: async (_input, { db }) => ({ parent_community_url: (await readAppGlobal(db)).parent_community_url ?? null }),
  },
  'ParentTextHandler.updateText': {
    target: (_input, result) => `text:${result.text_key}`,
    before: async (input, { db }) => (await textsById(db, [input.id]))[0] ?? null,
  },
  'ParentTextHandler.bulkUpdateTexts': {
    target: (_input, result) => `texts:${result.map((text) => text.text_key).join(',')}`.slice(0, 500),
    before: (input, { db }) =>
      textsById(
        db,
        input.updates.map((update) => update.id),
      ),
  },
  'ParentTextHandler.addNewText': { target: (_input, result) => `text:${result.text_key}` },
  'OperatorGameKeyHandler.create': {
    target: (input) => `game-key:${input.name}`,
    // The key itself is shown once, to the operator who made it; the log never holds it.
    after: ({ key: _key, ...summary }) => summary,
  },
  'OperatorGameKeyHandler.revoke': {
    target: (input) => `game-key:${input.name}`,
    before: async (input, { db }) => (await gameKeyByName(db, input.name)) ?? null,
  },
};
