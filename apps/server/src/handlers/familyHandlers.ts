// Written by `npm run generate:handlers` (scripts/generate-handlers.mjs) from the contract: do not edit.
import type { HandlerTable } from '../gateway/context.js';
import { signup } from './parentAuthHandler/signup.js';
import { signin } from './parentAuthHandler/signin.js';
import { google_exchange } from './parentAuthHandler/google_exchange.js';
import { redeemLoginToken } from './parentAuthHandler/redeemLoginToken.js';
import { checkPersistentAuth } from './parentAuthHandler/checkPersistentAuth.js';
import { clearPersistentAuth } from './parentAuthHandler/clearPersistentAuth.js';
import { signout } from './parentAuthHandler/signout.js';
import { getUserProfile } from './parentAuthHandler/getUserProfile.js';
import { signUpChildINParentApp } from './parentAuthHandler/signUpChildINParentApp.js';
import { getLocations } from './parentAuthHandler/getLocations.js';
import { getGoogleStartLink } from './commonSso/getGoogleStartLink.js';
import { getSignInOptions } from './commonSso/getSignInOptions.js';
import { checkGameCallback } from './commonSso/checkGameCallback.js';
import { createGameReturn } from './commonSso/createGameReturn.js';
import { get_members } from './parentFamilyHandler/get_members.js';
import { get_family_info } from './parentFamilyHandler/get_family_info.js';
import { update_child_real_name } from './parentFamilyHandler/update_child_real_name.js';
import { update_parent_real_name } from './parentFamilyHandler/update_parent_real_name.js';
import { remove_parent } from './parentFamilyHandler/remove_parent.js';
import { add_member_invitation } from './parentFamilyHandler/add_member_invitation.js';
import { export as parentFamilyDataExport } from './parentFamilyData/export.js';
import { deletionPreview } from './parentFamilyData/deletionPreview.js';
import { deleteFamily } from './parentFamilyData/deleteFamily.js';
import { create_parent } from './parentInviteHandler/create_parent.js';
import { get_invitation } from './parentInviteHandler/get_invitation.js';
import { create_child } from './parentInviteHandler/create_child.js';
import { link_child_by_login_name } from './parentInviteHandler/link_child_by_login_name.js';
import { list_invitations } from './parentInviteHandler/list_invitations.js';
import { revoke_invitation } from './parentInviteHandler/revoke_invitation.js';
import { getUserPasswordInfo } from './parentPasswordInfo/getUserPasswordInfo.js';
import { createLoginLink } from './parentPasswordInfo/createLoginLink.js';
import { getParentTasks } from './gmsInfluenceApi/getParentTasks.js';
import { getTaskInfo } from './gmsInfluenceApi/getTaskInfo.js';
import { startTask } from './gmsInfluenceApi/startTask.js';
import { cancelTask } from './gmsInfluenceApi/cancelTask.js';
import { completeTask } from './gmsInfluenceApi/completeTask.js';
import { parentCreateTask } from './gmsInfluenceApi/parentCreateTask.js';
import { list as familyGoalCategoryApiList } from './familyGoalCategoryApi/list.js';
import { list as familyGoalsApiList } from './familyGoalsApi/list.js';
import { get as familyGoalsApiGet } from './familyGoalsApi/get.js';
import { complete } from './familyGoalsApi/complete.js';
import { get_family_coins_logs } from './parentCoinsHandler/get_family_coins_logs.js';
import { award_community_entry_coin } from './parentCoinsHandler/award_community_entry_coin.js';
import { award_lesson_plan_coin } from './parentCoinsHandler/award_lesson_plan_coin.js';
import { award_product_explore_coin } from './parentCoinsHandler/award_product_explore_coin.js';
import { get_balance } from './parentTokensHandler/get_balance.js';
import { get_company_valuation } from './parentTokensHandler/get_company_valuation.js';
import { getFamilyStreak } from './familyStreak/getFamilyStreak.js';
import { getChildStreak } from './familyStreak/getChildStreak.js';
import { getChildSkillInfo } from './childSkills/getChildSkillInfo.js';
import { getChildLearnSkillsLastWeek } from './childSkills/getChildLearnSkillsLastWeek.js';
import { get_interactions } from './parentInteractionsHandler/get_interactions.js';
import { getCategories } from './fitnessGoalApi/getCategories.js';
import { getUserGoals } from './fitnessGoalApi/getUserGoals.js';
import { markGoalCompleted } from './fitnessGoalApi/markGoalCompleted.js';
import { list as parentNotificationList } from './parentNotification/list.js';
import { getUnreadCount } from './parentNotification/getUnreadCount.js';
import { markAsRead } from './parentNotification/markAsRead.js';
import { remove } from './parentNotification/remove.js';
import { cleanupDuplicates } from './parentNotification/cleanupDuplicates.js';
import { countDuplicates } from './parentNotification/countDuplicates.js';
import { getInterventionsForParentAndChildren } from './redFlagIntervention/getInterventionsForParentAndChildren.js';
import { markInterventionsAsRead } from './redFlagIntervention/markInterventionsAsRead.js';
import { takeOn } from './redFlagIntervention/takeOn.js';
import { markHandled } from './redFlagIntervention/markHandled.js';
import { resolve } from './redFlagIntervention/resolve.js';
import { getHistory as redFlagInterventionGetHistory } from './redFlagIntervention/getHistory.js';
import { createApplication } from './diabetsApprovalForm/createApplication.js';
import { getWorkflowStatus } from './diabetsApprovalForm/getWorkflowStatus.js';
import { getConsultationOffer } from './diabetsApprovalForm/getConsultationOffer.js';
import { getURLs } from './diabetsApprovalForm/getURLs.js';
import { checkNotifications } from './diabetsApprovalForm/checkNotifications.js';
import { requestContact } from './diabetsApprovalForm/requestContact.js';
import { getContactRequest } from './diabetsApprovalForm/getContactRequest.js';
import { startDoctorReferral } from './diabetsApprovalForm/startDoctorReferral.js';
import { confirmBackpackReceived } from './diabetsApprovalForm/confirmBackpackReceived.js';
import { getHomeConfig } from './parentHomeConfigHandler/getHomeConfig.js';
import { getAppData } from './gmsParent/getAppData.js';
import { getEmptySections } from './gmsParent/getEmptySections.js';
import { getActiveProducts } from './trustedProductApi/getActiveProducts.js';
import { getProduct } from './trustedProductApi/getProduct.js';
import { list as contentApiList } from './contentApi/list.js';
import { get as contentApiGet } from './contentApi/get.js';
import { markEpisodeWatched } from './contentApi/markEpisodeWatched.js';
import { getCatalogue } from './giftApi/getCatalogue.js';
import { send } from './giftApi/send.js';
import { list as giftApiList } from './giftApi/list.js';
import { ask } from './parentChat/ask.js';
import { getHistory as parentChatGetHistory } from './parentChat/getHistory.js';
import { deleteHistory } from './parentChat/deleteHistory.js';
import { getConfig } from './parentPush/getConfig.js';
import { subscribe } from './parentPush/subscribe.js';
import { unsubscribe } from './parentPush/unsubscribe.js';
import { getAllTexts } from './parentTextHandler/getAllTexts.js';
import { getTextsBySection } from './parentTextHandler/getTextsBySection.js';
import { getTextsBySectionUnauthenticated } from './parentTextHandler/getTextsBySectionUnauthenticated.js';

/** The handlers of the families' commands (public ones included), by wire name; handlers/index.ts joins the halves. */
export const familyHandlers = {
  'ParentAuthHandler.signup': signup,
  'ParentAuthHandler.signin': signin,
  'ParentAuthHandler.google_exchange': google_exchange,
  'ParentAuthHandler.redeemLoginToken': redeemLoginToken,
  'ParentAuthHandler.checkPersistentAuth': checkPersistentAuth,
  'ParentAuthHandler.clearPersistentAuth': clearPersistentAuth,
  'ParentAuthHandler.signout': signout,
  'ParentAuthHandler.getUserProfile': getUserProfile,
  'ParentAuthHandler.signUpChildINParentApp': signUpChildINParentApp,
  'ParentAuthHandler.getLocations': getLocations,
  'CommonSso.getGoogleStartLink': getGoogleStartLink,
  'CommonSso.getSignInOptions': getSignInOptions,
  'CommonSso.checkGameCallback': checkGameCallback,
  'CommonSso.createGameReturn': createGameReturn,
  'ParentFamilyHandler.get_members': get_members,
  'ParentFamilyHandler.get_family_info': get_family_info,
  'ParentFamilyHandler.update_child_real_name': update_child_real_name,
  'ParentFamilyHandler.update_parent_real_name': update_parent_real_name,
  'ParentFamilyHandler.remove_parent': remove_parent,
  'ParentFamilyHandler.add_member_invitation': add_member_invitation,
  'ParentFamilyData.export': parentFamilyDataExport,
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
  'FamilyGoalCategoryApi.list': familyGoalCategoryApiList,
  'FamilyGoalsApi.list': familyGoalsApiList,
  'FamilyGoalsApi.get': familyGoalsApiGet,
  'FamilyGoalsApi.complete': complete,
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
  'ParentNotification.list': parentNotificationList,
  'ParentNotification.getUnreadCount': getUnreadCount,
  'ParentNotification.markAsRead': markAsRead,
  'ParentNotification.remove': remove,
  'ParentNotification.cleanupDuplicates': cleanupDuplicates,
  'ParentNotification.countDuplicates': countDuplicates,
  'RedFlagIntervention.getInterventionsForParentAndChildren': getInterventionsForParentAndChildren,
  'RedFlagIntervention.markInterventionsAsRead': markInterventionsAsRead,
  'RedFlagIntervention.takeOn': takeOn,
  'RedFlagIntervention.markHandled': markHandled,
  'RedFlagIntervention.resolve': resolve,
  'RedFlagIntervention.getHistory': redFlagInterventionGetHistory,
  'DiabetsApprovalForm.createApplication': createApplication,
  'DiabetsApprovalForm.getWorkflowStatus': getWorkflowStatus,
  'DiabetsApprovalForm.getConsultationOffer': getConsultationOffer,
  'DiabetsApprovalForm.getURLs': getURLs,
  'DiabetsApprovalForm.checkNotifications': checkNotifications,
  'DiabetsApprovalForm.requestContact': requestContact,
  'DiabetsApprovalForm.getContactRequest': getContactRequest,
  'DiabetsApprovalForm.startDoctorReferral': startDoctorReferral,
  'DiabetsApprovalForm.confirmBackpackReceived': confirmBackpackReceived,
  'ParentHomeConfigHandler.getHomeConfig': getHomeConfig,
  'GmsParent.getAppData': getAppData,
  'GmsParent.getEmptySections': getEmptySections,
  'TrustedProductApi.getActiveProducts': getActiveProducts,
  'TrustedProductApi.getProduct': getProduct,
  'ContentApi.list': contentApiList,
  'ContentApi.get': contentApiGet,
  'ContentApi.markEpisodeWatched': markEpisodeWatched,
  'GiftApi.getCatalogue': getCatalogue,
  'GiftApi.send': send,
  'GiftApi.list': giftApiList,
  'ParentChat.ask': ask,
  'ParentChat.getHistory': parentChatGetHistory,
  'ParentChat.deleteHistory': deleteHistory,
  'ParentPush.getConfig': getConfig,
  'ParentPush.subscribe': subscribe,
  'ParentPush.unsubscribe': unsubscribe,
  'ParentTextHandler.getAllTexts': getAllTexts,
  'ParentTextHandler.getTextsBySection': getTextsBySection,
  'ParentTextHandler.getTextsBySectionUnauthenticated': getTextsBySectionUnauthenticated,
} satisfies Partial<HandlerTable>;
