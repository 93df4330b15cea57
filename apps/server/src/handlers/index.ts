import type { HandlerTable } from '../gateway/context.js';
import { cleanupDuplicates } from './parentNotification/cleanupDuplicates.js';
import { countDuplicates } from './parentNotification/countDuplicates.js';
import { getUnreadCount } from './parentNotification/getUnreadCount.js';
import { list as listNotifications } from './parentNotification/list.js';
import { markAsRead } from './parentNotification/markAsRead.js';
import { remove as removeNotification } from './parentNotification/remove.js';
import { getChildLearnSkillsLastWeek } from './childSkills/getChildLearnSkillsLastWeek.js';
import { getChildSkillInfo } from './childSkills/getChildSkillInfo.js';
import { list as goalCategories } from './familyGoalCategoryApi/list.js';
import { complete as completeGoal } from './familyGoalsApi/complete.js';
import { get as getGoal } from './familyGoalsApi/get.js';
import { list as listGoals } from './familyGoalsApi/list.js';
import { getChildStreak } from './familyStreak/getChildStreak.js';
import { getFamilyStreak } from './familyStreak/getFamilyStreak.js';
import { getCategories } from './fitnessGoalApi/getCategories.js';
import { getUserGoals } from './fitnessGoalApi/getUserGoals.js';
import { markGoalCompleted } from './fitnessGoalApi/markGoalCompleted.js';
import { cancelTask } from './gmsInfluenceApi/cancelTask.js';
import { completeTask } from './gmsInfluenceApi/completeTask.js';
import { getParentTasks } from './gmsInfluenceApi/getParentTasks.js';
import { getTaskInfo } from './gmsInfluenceApi/getTaskInfo.js';
import { parentCreateTask } from './gmsInfluenceApi/parentCreateTask.js';
import { startTask } from './gmsInfluenceApi/startTask.js';
import { getSettings } from './operatorEconomyHandler/getSettings.js';
import { grantTokens } from './operatorEconomyHandler/grantTokens.js';
import { saveSettings } from './operatorEconomyHandler/saveSettings.js';
import { award_community_entry_coin } from './parentCoinsHandler/award_community_entry_coin.js';
import { award_lesson_plan_coin } from './parentCoinsHandler/award_lesson_plan_coin.js';
import { award_product_explore_coin } from './parentCoinsHandler/award_product_explore_coin.js';
import { get_family_coins_logs } from './parentCoinsHandler/get_family_coins_logs.js';
import { get_interactions } from './parentInteractionsHandler/get_interactions.js';
import { get_balance } from './parentTokensHandler/get_balance.js';
import { get_company_valuation } from './parentTokensHandler/get_company_valuation.js';
import { getHomeConfig } from './parentHomeConfigHandler/getHomeConfig.js';
import { getAllConfigs } from './parentHomeConfigHandler/getAllConfigs.js';
import { getAvailableSections } from './parentHomeConfigHandler/getAvailableSections.js';
import { saveConfig } from './parentHomeConfigHandler/saveConfig.js';
import { deleteConfig } from './parentHomeConfigHandler/deleteConfig.js';
import { setActiveConfig } from './parentHomeConfigHandler/setActiveConfig.js';
import { get as getContent } from './contentApi/get.js';
import { list as listContent } from './contentApi/list.js';
import { markEpisodeWatched } from './contentApi/markEpisodeWatched.js';
import { getActiveProducts } from './trustedProductApi/getActiveProducts.js';
import { getProduct } from './trustedProductApi/getProduct.js';
import { getAppData } from './gmsParent/getAppData.js';
import { getCatalogue as giftCatalogue } from './giftApi/getCatalogue.js';
import { list as listGifts } from './giftApi/list.js';
import { send as sendGift } from './giftApi/send.js';
import { ask } from './parentChat/ask.js';
import { deleteHistory } from './parentChat/deleteHistory.js';
import { getHistory } from './parentChat/getHistory.js';
import { getItem } from './operatorContentHandler/getItem.js';
import { listGifts as listOperatorGifts } from './operatorContentHandler/listGifts.js';
import { listItems } from './operatorContentHandler/listItems.js';
import { saveAppData } from './operatorContentHandler/saveAppData.js';
import { saveGift } from './operatorContentHandler/saveGift.js';
import { saveItem } from './operatorContentHandler/saveItem.js';
import { setGiftPublished } from './operatorContentHandler/setGiftPublished.js';
import { setPublished } from './operatorContentHandler/setPublished.js';
import { list as listLocations } from './operatorLocationHandler/list.js';
import { save as saveLocation } from './operatorLocationHandler/save.js';
import { checkPersistentAuth } from './parentAuthHandler/checkPersistentAuth.js';
import { redeemLoginToken } from './parentAuthHandler/redeemLoginToken.js';
import { clearPersistentAuth } from './parentAuthHandler/clearPersistentAuth.js';
import { getLocations } from './parentAuthHandler/getLocations.js';
import { getUserProfile } from './parentAuthHandler/getUserProfile.js';
import { signin } from './parentAuthHandler/signin.js';
import { signout } from './parentAuthHandler/signout.js';
import { signup } from './parentAuthHandler/signup.js';
import { google_exchange } from './parentAuthHandler/google_exchange.js';
import { checkGameCallback } from './commonSso/checkGameCallback.js';
import { createGameReturn } from './commonSso/createGameReturn.js';
import { getGoogleStartLink } from './commonSso/getGoogleStartLink.js';
import { getSignInOptions } from './commonSso/getSignInOptions.js';
import { get_family_info } from './parentFamilyHandler/get_family_info.js';
import { export as exportFamilyData } from './parentFamilyData/export.js';
import { deletionPreview } from './parentFamilyData/deletionPreview.js';
import { deleteFamily } from './parentFamilyData/deleteFamily.js';
import { get_members } from './parentFamilyHandler/get_members.js';
import { add_member_invitation } from './parentFamilyHandler/add_member_invitation.js';
import { update_child_real_name } from './parentFamilyHandler/update_child_real_name.js';
import { update_parent_real_name } from './parentFamilyHandler/update_parent_real_name.js';
import { remove_parent } from './parentFamilyHandler/remove_parent.js';
import { create_child } from './parentInviteHandler/create_child.js';
import { create_parent } from './parentInviteHandler/create_parent.js';
import { get_invitation } from './parentInviteHandler/get_invitation.js';
import { link_child_by_login_name } from './parentInviteHandler/link_child_by_login_name.js';
import { list_invitations } from './parentInviteHandler/list_invitations.js';
import { revoke_invitation } from './parentInviteHandler/revoke_invitation.js';
import { createLoginLink } from './parentPasswordInfo/createLoginLink.js';
import { getUserPasswordInfo } from './parentPasswordInfo/getUserPasswordInfo.js';
import { signUpChildINParentApp } from './parentAuthHandler/signUpChildINParentApp.js';

import { redFlagHandlers } from './redFlagHandlers.js';
import { checkNotifications } from './diabetsApprovalForm/checkNotifications.js';
import { getURLs } from './diabetsApprovalForm/getURLs.js';
import { getConsultationOffer } from './diabetsApprovalForm/getConsultationOffer.js';
import { getWorkflowStatus } from './diabetsApprovalForm/getWorkflowStatus.js';
import { confirmBackpackReceived } from './diabetsApprovalForm/confirmBackpackReceived.js';
import { createApplication } from './diabetsApprovalForm/createApplication.js';
import { startDoctorReferral } from './diabetsApprovalForm/startDoctorReferral.js';
import { markAppointmentFinished } from './operatorConsultationHandler/markAppointmentFinished.js';
import { markReferralFinished } from './operatorConsultationHandler/markReferralFinished.js';
import { list as listConsultations } from './operatorConsultationHandler/list.js';
import { getUrls } from './operatorConsultationHandler/getUrls.js';
import { saveUrls } from './operatorConsultationHandler/saveUrls.js';
import { getConfig as getPushConfig } from './parentPush/getConfig.js';
import { subscribe as subscribePush } from './parentPush/subscribe.js';
import { unsubscribe as unsubscribePush } from './parentPush/unsubscribe.js';
import { addNewText } from './parentTextHandler/addNewText.js';
import { bulkUpdateTexts } from './parentTextHandler/bulkUpdateTexts.js';
import { getAllTexts } from './parentTextHandler/getAllTexts.js';
import { getTextsBySection } from './parentTextHandler/getTextsBySection.js';
import { getTextsBySectionUnauthenticated } from './parentTextHandler/getTextsBySectionUnauthenticated.js';
import { updateText } from './parentTextHandler/updateText.js';
import { list as listAudit } from './operatorAuditHandler/list.js';
import { create as createGameKey } from './operatorGameKeyHandler/create.js';
import { list as listGameKeys } from './operatorGameKeyHandler/list.js';
import { revoke as revokeGameKey } from './operatorGameKeyHandler/revoke.js';
export const handlers: HandlerTable = {
  'ParentAuthHandler.signup': signup,
  'ParentAuthHandler.google_exchange': google_exchange,
  'CommonSso.getGoogleStartLink': getGoogleStartLink,
  'CommonSso.getSignInOptions': getSignInOptions,
  'CommonSso.checkGameCallback': checkGameCallback,
  'CommonSso.createGameReturn': createGameReturn,
  'ParentAuthHandler.signin': signin,
  'ParentAuthHandler.redeemLoginToken': redeemLoginToken,
  'ParentAuthHandler.checkPersistentAuth': checkPersistentAuth,
  'ParentAuthHandler.clearPersistentAuth': clearPersistentAuth,
  'ParentAuthHandler.signout': signout,
  'ParentAuthHandler.getUserProfile': getUserProfile,
  'ParentAuthHandler.getLocations': getLocations,
  'ParentFamilyHandler.get_members': get_members,
  'ParentFamilyHandler.get_family_info': get_family_info,
  'ParentAuthHandler.signUpChildINParentApp': signUpChildINParentApp,
  'ParentFamilyHandler.update_child_real_name': update_child_real_name,
  'ParentFamilyHandler.update_parent_real_name': update_parent_real_name,
  'ParentFamilyHandler.remove_parent': remove_parent,
  'ParentFamilyHandler.add_member_invitation': add_member_invitation,
  'ParentFamilyData.export': exportFamilyData,
  'ParentFamilyData.deletionPreview': deletionPreview,
  'ParentFamilyData.deleteFamily': deleteFamily,
  'ParentInviteHandler.create_parent': create_parent,
  'ParentInviteHandler.get_invitation': get_invitation,
  'ParentInviteHandler.create_child': create_child,
  'ParentInviteHandler.link_child_by_login_name': link_child_by_login_name,
  'ParentInviteHandler.list_invitations': list_invitations,
  'ParentInviteHandler.revoke_invitation': revoke_invitation,
  'ParentPasswordInfo.getUserPasswordInfo': getUserPasswordInfo,
  'ParentPasswordInfo.createLoginLink': createLoginLink,
  'GmsInfluenceApi.getParentTasks': getParentTasks,
  'GmsInfluenceApi.getTaskInfo': getTaskInfo,
  'GmsInfluenceApi.startTask': startTask,
  'GmsInfluenceApi.cancelTask': cancelTask,
  'GmsInfluenceApi.completeTask': completeTask,
  'GmsInfluenceApi.parentCreateTask': parentCreateTask,
  'FamilyGoalCategoryApi.list': goalCategories,
  'FamilyGoalsApi.list': listGoals,
  'FamilyGoalsApi.get': getGoal,
  'FamilyGoalsApi.complete': completeGoal,
  'ParentCoinsHandler.get_family_coins_logs': get_family_coins_logs,
  'ParentCoinsHandler.award_community_entry_coin': award_community_entry_coin,
  'ParentCoinsHandler.award_lesson_plan_coin': award_lesson_plan_coin,
  'ParentCoinsHandler.award_product_explore_coin': award_product_explore_coin,
  'ParentTokensHandler.get_balance': get_balance,
  'ParentTokensHandler.get_company_valuation': get_company_valuation,
  'FamilyStreak.getFamilyStreak': getFamilyStreak,
  'FamilyStreak.getChildStreak': getChildStreak,
  'ChildSkills.getChildSkillInfo': getChildSkillInfo,
  'ChildSkills.getChildLearnSkillsLastWeek': getChildLearnSkillsLastWeek,
  'ParentInteractionsHandler.get_interactions': get_interactions,
  'FitnessGoalApi.getCategories': getCategories,
  'FitnessGoalApi.getUserGoals': getUserGoals,
  'FitnessGoalApi.markGoalCompleted': markGoalCompleted,
  'OperatorEconomyHandler.getSettings': getSettings,
  'OperatorEconomyHandler.saveSettings': saveSettings,
  'OperatorEconomyHandler.grantTokens': grantTokens,
  'ParentNotification.list': listNotifications,
  'ParentNotification.getUnreadCount': getUnreadCount,
  'ParentNotification.markAsRead': markAsRead,
  'ParentNotification.remove': removeNotification,
  'ParentNotification.cleanupDuplicates': cleanupDuplicates,
  'ParentNotification.countDuplicates': countDuplicates,
  ...redFlagHandlers,
  'DiabetsApprovalForm.createApplication': createApplication,
  'DiabetsApprovalForm.getWorkflowStatus': getWorkflowStatus,
  'DiabetsApprovalForm.getConsultationOffer': getConsultationOffer,
  'DiabetsApprovalForm.getURLs': getURLs,
  'DiabetsApprovalForm.checkNotifications': checkNotifications,
  'DiabetsApprovalForm.startDoctorReferral': startDoctorReferral,
  'DiabetsApprovalForm.confirmBackpackReceived': confirmBackpackReceived,
  'OperatorConsultationHandler.list': listConsultations,
  'OperatorConsultationHandler.markAppointmentFinished': markAppointmentFinished,
  'OperatorConsultationHandler.markReferralFinished': markReferralFinished,
  'OperatorConsultationHandler.getUrls': getUrls,
  'OperatorConsultationHandler.saveUrls': saveUrls,
  'OperatorLocationHandler.list': listLocations,
  'OperatorLocationHandler.save': saveLocation,
  'ParentHomeConfigHandler.getHomeConfig': getHomeConfig,
  'ParentHomeConfigHandler.getAllConfigs': getAllConfigs,
  'ParentHomeConfigHandler.getAvailableSections': getAvailableSections,
  'ParentHomeConfigHandler.saveConfig': saveConfig,
  'ParentHomeConfigHandler.deleteConfig': deleteConfig,
  'ParentHomeConfigHandler.setActiveConfig': setActiveConfig,
  'GmsParent.getAppData': getAppData,
  'TrustedProductApi.getActiveProducts': getActiveProducts,
  'TrustedProductApi.getProduct': getProduct,
  'ContentApi.list': listContent,
  'ContentApi.get': getContent,
  'ContentApi.markEpisodeWatched': markEpisodeWatched,
  'GiftApi.getCatalogue': giftCatalogue,
  'GiftApi.send': sendGift,
  'GiftApi.list': listGifts,
  'ParentChat.ask': ask,
  'ParentChat.getHistory': getHistory,
  'ParentChat.deleteHistory': deleteHistory,
  'ParentPush.getConfig': getPushConfig,
  'ParentPush.subscribe': subscribePush,
  'ParentPush.unsubscribe': unsubscribePush,
  'OperatorContentHandler.listItems': listItems,
  'OperatorContentHandler.getItem': getItem,
  'OperatorContentHandler.saveItem': saveItem,
  'OperatorContentHandler.setPublished': setPublished,
  'OperatorContentHandler.listGifts': listOperatorGifts,
  'OperatorContentHandler.saveGift': saveGift,
  'OperatorContentHandler.setGiftPublished': setGiftPublished,
  'OperatorContentHandler.saveAppData': saveAppData,
  'ParentTextHandler.getAllTexts': getAllTexts,
  'ParentTextHandler.getTextsBySection': getTextsBySection,
  'ParentTextHandler.getTextsBySectionUnauthenticated': getTextsBySectionUnauthenticated,
  'ParentTextHandler.updateText': updateText,
  'ParentTextHandler.bulkUpdateTexts': bulkUpdateTexts,
  'ParentTextHandler.addNewText': addNewText,
  'OperatorGameKeyHandler.list': listGameKeys,
  'OperatorGameKeyHandler.create': createGameKey,
  'OperatorGameKeyHandler.revoke': revokeGameKey,
  'OperatorAuditHandler.list': listAudit,
};
