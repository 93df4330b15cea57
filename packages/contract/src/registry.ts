import type * as z from 'zod/mini';
import { parentAuthHandler } from './commands/parentAuthHandler.js';
import { commonSso } from './commands/commonSso.js';
import { childSkills } from './commands/childSkills.js';
import { familyGoalCategoryApi } from './commands/familyGoalCategoryApi.js';
import { familyGoalsApi } from './commands/familyGoalsApi.js';
import { familyStreak } from './commands/familyStreak.js';
import { parentInteractionsHandler } from './commands/parentInteractionsHandler.js';
import { fitnessGoalApi } from './commands/fitnessGoalApi.js';
import { gmsInfluenceApi } from './commands/gmsInfluenceApi.js';
import { operatorEconomyHandler } from './commands/operatorEconomyHandler.js';
import { operatorLocationHandler } from './commands/operatorLocationHandler.js';
import { parentCoinsHandler } from './commands/parentCoinsHandler.js';
import { parentNotification } from './commands/parentNotification.js';
import { diabetsApprovalForm } from './commands/diabetsApprovalForm.js';
import { operatorConsultationHandler } from './commands/operatorConsultationHandler.js';
import { redFlagIntervention } from './commands/redFlagIntervention.js';
import { parentTokensHandler } from './commands/parentTokensHandler.js';
import { parentFamilyHandler } from './commands/parentFamilyHandler.js';
import { parentFamilyData } from './commands/parentFamilyData.js';
import { parentInviteHandler } from './commands/parentInviteHandler.js';
import { parentPasswordInfo } from './commands/parentPasswordInfo.js';
import { parentHomeConfigHandler } from './commands/parentHomeConfigHandler.js';
import { contentApi } from './commands/contentApi.js';
import { trustedProductApi } from './commands/trustedProductApi.js';
import { gmsParent } from './commands/gmsParent.js';
import { giftApi } from './commands/giftApi.js';
import { parentChat } from './commands/parentChat.js';
import { operatorContentHandler } from './commands/operatorContentHandler.js';
import { parentPush } from './commands/parentPush.js';
import { parentTextHandler } from './commands/parentTextHandler.js';
import { operatorGameKeyHandler } from './commands/operatorGameKeyHandler.js';
import { operatorAuditHandler } from './commands/operatorAuditHandler.js';
import { operatorSetupHandler } from './commands/operatorSetupHandler.js';

/** Every gateway command, by its wire name. The server and the web client are typed from this. */
export const commands = {
  ...parentAuthHandler,
  ...commonSso,
  ...parentFamilyHandler,
  ...parentFamilyData,
  ...parentInviteHandler,
  ...parentPasswordInfo,
  ...operatorLocationHandler,
  ...gmsInfluenceApi,
  ...familyGoalCategoryApi,
  ...familyGoalsApi,
  ...parentCoinsHandler,
  ...parentTokensHandler,
  ...familyStreak,
  ...childSkills,
  ...parentInteractionsHandler,
  ...fitnessGoalApi,
  ...operatorEconomyHandler,
  ...parentNotification,
  ...redFlagIntervention,
  ...diabetsApprovalForm,
  ...operatorConsultationHandler,
  ...parentHomeConfigHandler,
  ...gmsParent,
  ...trustedProductApi,
  ...contentApi,
  ...giftApi,
  ...parentChat,
  ...operatorContentHandler,
  ...parentPush,
  ...parentTextHandler,
  ...operatorGameKeyHandler,
  ...operatorAuditHandler,
  ...operatorSetupHandler,
};

export type Commands = typeof commands;
export type CommandName = keyof Commands;
/** What a caller sends (before defaults and transforms). */
export type CommandInput<C extends CommandName> = z.input<Commands[C]['input']>;
/** What a handler receives, after validation. */
export type ParsedInput<C extends CommandName> = z.output<Commands[C]['input']>;
export type CommandOutput<C extends CommandName> = z.output<Commands[C]['output']>;

export function isCommandName(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(commands, name);
}
export type CommandAccess<C extends CommandName> = Commands[C]['access'];
