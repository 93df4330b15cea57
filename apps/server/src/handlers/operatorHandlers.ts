// Written by `npm run generate:handlers` (scripts/generate-handlers.mjs) from the contract: do not edit.
import type { HandlerTable } from '../gateway/context.js';
import { list as operatorLocationHandlerList } from './operatorLocationHandler/list.js';
import { save } from './operatorLocationHandler/save.js';
import { getSettings } from './operatorEconomyHandler/getSettings.js';
import { saveSettings } from './operatorEconomyHandler/saveSettings.js';
import { grantTokens } from './operatorEconomyHandler/grantTokens.js';
import { getMilestones } from './operatorEconomyHandler/getMilestones.js';
import { saveMilestone } from './operatorEconomyHandler/saveMilestone.js';
import { publishValuation } from './operatorEconomyHandler/publishValuation.js';
import { list as operatorConsultationHandlerList } from './operatorConsultationHandler/list.js';
import { listStaleRedFlags } from './operatorConsultationHandler/listStaleRedFlags.js';
import { viewContactRequest } from './operatorConsultationHandler/viewContactRequest.js';
import { markAppointmentFinished } from './operatorConsultationHandler/markAppointmentFinished.js';
import { markReferralFinished } from './operatorConsultationHandler/markReferralFinished.js';
import { getUrls } from './operatorConsultationHandler/getUrls.js';
import { saveUrls } from './operatorConsultationHandler/saveUrls.js';
import { getAllConfigs } from './parentHomeConfigHandler/getAllConfigs.js';
import { getAvailableSections } from './parentHomeConfigHandler/getAvailableSections.js';
import { saveConfig } from './parentHomeConfigHandler/saveConfig.js';
import { deleteConfig } from './parentHomeConfigHandler/deleteConfig.js';
import { setActiveConfig } from './parentHomeConfigHandler/setActiveConfig.js';
import { listItems } from './operatorContentHandler/listItems.js';
import { getItem } from './operatorContentHandler/getItem.js';
import { saveItem } from './operatorContentHandler/saveItem.js';
import { setPublished } from './operatorContentHandler/setPublished.js';
import { listGifts } from './operatorContentHandler/listGifts.js';
import { saveGift } from './operatorContentHandler/saveGift.js';
import { setGiftPublished } from './operatorContentHandler/setGiftPublished.js';
import { saveAppData } from './operatorContentHandler/saveAppData.js';
import { updateText } from './parentTextHandler/updateText.js';
import { bulkUpdateTexts } from './parentTextHandler/bulkUpdateTexts.js';
import { addNewText } from './parentTextHandler/addNewText.js';
import { list as operatorGameKeyHandlerList } from './operatorGameKeyHandler/list.js';
import { create } from './operatorGameKeyHandler/create.js';
import { revoke } from './operatorGameKeyHandler/revoke.js';
import { list as operatorAuditHandlerList } from './operatorAuditHandler/list.js';
import { listUnconfigured } from './operatorSetupHandler/listUnconfigured.js';

/** The handlers of the operators' commands, by wire name; handlers/index.ts joins the halves. */
export const operatorHandlers = {
  'OperatorLocationHandler.list': operatorLocationHandlerList,
  'OperatorLocationHandler.save': save,
  'OperatorEconomyHandler.getSettings': getSettings,
  'OperatorEconomyHandler.saveSettings': saveSettings,
  'OperatorEconomyHandler.grantTokens': grantTokens,
  'OperatorEconomyHandler.getMilestones': getMilestones,
  'OperatorEconomyHandler.saveMilestone': saveMilestone,
  'OperatorEconomyHandler.publishValuation': publishValuation,
  'OperatorConsultationHandler.list': operatorConsultationHandlerList,
  'OperatorConsultationHandler.listStaleRedFlags': listStaleRedFlags,
  'OperatorConsultationHandler.viewContactRequest': viewContactRequest,
  'OperatorConsultationHandler.markAppointmentFinished': markAppointmentFinished,
  'OperatorConsultationHandler.markReferralFinished': markReferralFinished,
  'OperatorConsultationHandler.getUrls': getUrls,
  'OperatorConsultationHandler.saveUrls': saveUrls,
  'ParentHomeConfigHandler.getAllConfigs': getAllConfigs,
  'ParentHomeConfigHandler.getAvailableSections': getAvailableSections,
  'ParentHomeConfigHandler.saveConfig': saveConfig,
  'ParentHomeConfigHandler.deleteConfig': deleteConfig,
  'ParentHomeConfigHandler.setActiveConfig': setActiveConfig,
  'OperatorContentHandler.listItems': listItems,
  'OperatorContentHandler.getItem': getItem,
  'OperatorContentHandler.saveItem': saveItem,
  'OperatorContentHandler.setPublished': setPublished,
  'OperatorContentHandler.listGifts': listGifts,
  'OperatorContentHandler.saveGift': saveGift,
  'OperatorContentHandler.setGiftPublished': setGiftPublished,
  'OperatorContentHandler.saveAppData': saveAppData,
  'ParentTextHandler.updateText': updateText,
  'ParentTextHandler.bulkUpdateTexts': bulkUpdateTexts,
  'ParentTextHandler.addNewText': addNewText,
  'OperatorGameKeyHandler.list': operatorGameKeyHandlerList,
  'OperatorGameKeyHandler.create': create,
  'OperatorGameKeyHandler.revoke': revoke,
  'OperatorAuditHandler.list': operatorAuditHandlerList,
  'OperatorSetupHandler.listUnconfigured': listUnconfigured,
} satisfies Partial<HandlerTable>;
