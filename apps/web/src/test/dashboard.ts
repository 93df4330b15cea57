import { aProfile, aTokenBalance, unpublishedValuation } from './fixtures';
import { answer, reply, type Script } from './gateway';
import { noWorkflowFound } from '@t1d/contract';

/** Every read the dashboard's sections make, answered for a new family with nothing yet. */
export const emptyDashboard: Script = {
  'ParentAuthHandler.getUserProfile': () => answer('ParentAuthHandler.getUserProfile', aProfile()),
  'ParentHomeConfigHandler.getHomeConfig': () => answer('ParentHomeConfigHandler.getHomeConfig', null),
  'GmsParent.getEmptySections': () => answer('GmsParent.getEmptySections', { sections: [] }),
  'ParentNotification.getUnreadCount': () => answer('ParentNotification.getUnreadCount', { unread_count: 0 }),
  'DiabetsApprovalForm.getWorkflowStatus': () => reply(200, { ...noWorkflowFound }),
  'DiabetsApprovalForm.checkNotifications': () => answer('DiabetsApprovalForm.checkNotifications', { pending: [] }),
  'DiabetsApprovalForm.getURLs': () =>
    answer('DiabetsApprovalForm.getURLs', {
      book_appointment_paid_url: '',
      doctor_referral_url: '',
      parent_lesson_plans_url: '',
      ceo_intro_url: '',
    }),
  'DiabetsApprovalForm.getConsultationOffer': () => answer('DiabetsApprovalForm.getConsultationOffer', { price: 0, currency: 'USD' }),
  'ParentCoinsHandler.get_family_coins_logs': () =>
    answer('ParentCoinsHandler.get_family_coins_logs', { total_coins: 0, list: [], total: 0, page: 1, per_page: 20 }),
  'FamilyGoalsApi.list': () => answer('FamilyGoalsApi.list', { list: [] }),
  'GmsInfluenceApi.getParentTasks': () => answer('GmsInfluenceApi.getParentTasks', { list: [] }),
  'ChildSkills.getChildLearnSkillsLastWeek': () => answer('ChildSkills.getChildLearnSkillsLastWeek', []),
  'FamilyStreak.getFamilyStreak': () => answer('FamilyStreak.getFamilyStreak', { total_logins: 0 }),
  'ParentFamilyHandler.get_members': () => answer('ParentFamilyHandler.get_members', { members: [] }),
  'ParentInteractionsHandler.get_interactions': () =>
    answer('ParentInteractionsHandler.get_interactions', {
      summary: { total: 0, recommended_max: 50, interactions: 0, child_id: null },
      children: [],
    }),
  'RedFlagIntervention.getInterventionsForParentAndChildren': () =>
    answer('RedFlagIntervention.getInterventionsForParentAndChildren', { total: 0, all_total: 0, data: [] }),
  'FitnessGoalApi.getCategories': () => answer('FitnessGoalApi.getCategories', []),
  'ParentTokensHandler.get_company_valuation': () => answer('ParentTokensHandler.get_company_valuation', unpublishedValuation),
  'ParentTokensHandler.get_balance': () => answer('ParentTokensHandler.get_balance', aTokenBalance()),
};
