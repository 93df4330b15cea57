export * from './appPaths.js';
export * from './define.js';
export * from './envelope.js';
export * from './errors.js';
export * from './fields.js';
export * from './messages.js';
export * from './registry.js';
export * from './shapes.js';
export * from './tokens.js';
export * from './tokenMilestones.js';
export { signinInput, signupInput } from './commands/parentAuthHandler.js';
export * from './commands/economyShapes.js';
export { parentCreateTaskInput } from './commands/gmsInfluenceApi.js';
export { economySettings, type EconomySettings } from './commands/operatorEconomyHandler.js';
export { notification, notificationType, type Notification, type NotificationType } from './commands/parentNotification.js';
export { redFlag, redFlagState, redFlagStep, type RedFlag, type RedFlagState, type RedFlagStep } from './commands/redFlagIntervention.js';
export { staleRedFlagFamily, type StaleRedFlagFamily } from './commands/redFlagLifecycle.js';
export * from './commands/diabetsApprovalForm.js';
export * from './commands/contactShapes.js';
export * from './contactTimes.js';
export { consultationCase, type ConsultationCase } from './commands/operatorConsultationHandler.js';
export * from './game/index.js';
export {
  googleState,
  googleReturnState,
  ssoAction,
  type GoogleState,
  type GoogleReturnState,
  type SsoAction,
} from './commands/commonSso.js';
export * from './homeSections.js';
export * from './interactionCounts.js';
export { availableSections, homeConfig, homeSectionConfig, type HomeConfig } from './commands/parentHomeConfigHandler.js';
export * from './libraryText.js';
export * from './localeChoice.js';
export * from './localeCookie.js';
export * from './timeZoneCookie.js';
export * from './commands/libraryShapes.js';
export { appGlobal, type AppGlobal } from './commands/gmsParent.js';
export { giftOffer, sentGift, type GiftOffer, type SentGift } from './commands/giftApi.js';
export { chatCitation, chatMessage, chatQuestion, type ChatCitation, type ChatMessage } from './commands/parentChat.js';
export { libraryBody, operatorContentItem, operatorGift, type OperatorContentItem } from './commands/operatorContentHandler.js';
export { pushMessage, pushSubscription } from './commands/parentPush.js';
export * from './pushPayload.js';
// One handler's commands, for a form that checks one command's input: importing `commands` would bring
// every command's schemas into the form's chunk.
export { parentAuthHandler } from './commands/parentAuthHandler.js';
export { parentFamilyHandler } from './commands/parentFamilyHandler.js';
export { parentFamilyData } from './commands/parentFamilyData.js';
export { parentInviteHandler } from './commands/parentInviteHandler.js';
export { operatorConsultationHandler } from './commands/operatorConsultationHandler.js';
export * from './texts.js';
export {
  parentTextHandler,
  textEntry,
  textKey,
  textLanguage,
  textSection,
  textValue,
  type TextEntry,
} from './commands/parentTextHandler.js';
export { gameKeyName, gameKeySummary } from './commands/operatorGameKeyHandler.js';
export { auditEntry, type AuditEntry } from './commands/operatorAuditHandler.js';
export { unconfiguredId, unconfiguredItem, type UnconfiguredId, type UnconfiguredItem } from './commands/operatorSetupHandler.js';
