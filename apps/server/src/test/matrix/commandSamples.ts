import type { CommandName } from '@t1d/contract';
import type { MatrixFamily } from './matrixFamily.js';

/**
 * How the authorization matrix calls one command. `input` is a call as family A's parent would make
 * it. `names: 'family'` says the input names objects of family A (a child, a goal, a notification…):
 * anyone else must be answered exactly as for an object that does not exist (404), and A's own parent
 * must get past validation and find it. Without it the command reads or writes the caller's own family
 * (or nothing), and the matrix checks that nothing of A's reaches anyone else.
 */
export interface CommandSample {
  input: (a: MatrixFamily) => Record<string, unknown>;
  names?: 'family';
}

const none = { input: () => ({}) };
const page = { input: () => ({ page: 1, per_page: 10 }) };
const family = (input: CommandSample['input']): CommandSample => ({ input, names: 'family' });
const task = family((a) => ({ task_instance_id: a.taskInstanceId, parent_code: a.parent.pCode }));
const strongPassword = 'correct horse battery';

/**
 * Every command of the contract: `satisfies Record<CommandName, …>` makes a command missing here a
 * type error, so no command can be added without entering the matrix.
 */
export const commandSamples = {
  'ParentAuthHandler.signup': { input: () => ({ email: `matrix.new.${Date.now()}@example.com`, password: strongPassword }) },
  'ParentAuthHandler.signin': { input: (a) => ({ email: a.parent.email, password: 'wrong guess' }) },
  'ParentAuthHandler.google_exchange': { input: () => ({ code: 'not-a-code', state: 'not-a-state' }) },
  'ParentAuthHandler.redeemLoginToken': { input: () => ({ token: 'not-a-login-token' }) },
  'ParentAuthHandler.checkPersistentAuth': { input: () => ({ optional: true }) },
  'ParentAuthHandler.clearPersistentAuth': none,
  'ParentAuthHandler.signout': none,
  'ParentAuthHandler.getUserProfile': none,
  'ParentAuthHandler.signUpChildINParentApp': {
    input: (a) => ({ invite_code: 'NOCODE', username: 'matrixkid', password: strongPassword, parent_email: a.parent.email }),
  },
  'ParentAuthHandler.getLocations': none,
  'CommonSso.getGoogleStartLink': { input: () => ({ state: 'matrix-state', redirect_uri: '/google-callback' }) },
  'CommonSso.getSignInOptions': none,
  'CommonSso.checkGameCallback': { input: () => ({ callback_url: 'https://game.example.org/back' }) },
  'CommonSso.createGameReturn': { input: () => ({ callback_url: 'https://game.example.org/back', action: 'signin' }) },
  'ParentFamilyHandler.get_members': none,
  'ParentFamilyHandler.get_family_info': none,
  'ParentFamilyHandler.update_child_real_name': family((a) => ({ child_id: a.childId, real_name: 'Renamed' })),
  'ParentFamilyHandler.update_parent_real_name': family((a) => ({ parent_id: a.parent.userId, real_name: 'Renamed' })),
  'ParentFamilyHandler.remove_parent': family((a) => ({ parent_id: a.partnerId })),
  'ParentFamilyHandler.add_member_invitation': { input: () => ({ invitee_email: 'matrix.member@example.com', role: 'parent' }) },
  'ParentFamilyData.export': none,
  'ParentFamilyData.deletionPreview': none,
  'ParentFamilyData.deleteFamily': { input: (a) => ({ confirm_code: a.familyCode }) },
  'ParentInviteHandler.create_parent': { input: () => ({ invitee_email: 'matrix.invitee@example.com' }) },
  'ParentInviteHandler.get_invitation': { input: () => ({ invite_code: 'NOSUCHCODE' }) },
  'ParentInviteHandler.create_child': { input: () => ({ child_name: 'Matrix Newchild' }) },
  'ParentInviteHandler.link_child_by_login_name': { input: (a) => ({ child_login_name: a.childLoginName, child_password: 'wrong guess' }) },
  'ParentInviteHandler.list_invitations': page,
  'ParentInviteHandler.revoke_invitation': family((a) => ({ invitation_id: a.invitationId })),
  'ParentPasswordInfo.getUserPasswordInfo': family((a) => ({ user_id: a.childId })),
  'ParentPasswordInfo.createLoginLink': family((a) => ({ child_user_id: a.childId })),
  'OperatorLocationHandler.list': none,
  'OperatorLocationHandler.save': { input: () => ({ name: 'Matrix Clinic' }) },
  'GmsInfluenceApi.getParentTasks': family((a) => ({ parent_code: a.parent.pCode })),
  'GmsInfluenceApi.getTaskInfo': task,
  'GmsInfluenceApi.startTask': task,
  'GmsInfluenceApi.cancelTask': task,
  'GmsInfluenceApi.completeTask': task,
  'GmsInfluenceApi.parentCreateTask': {
    input: () => ({
      name: 'Matrix task',
      type: '1',
      start_time: 0,
      end_time: 4_000_000_000,
      goal_category: 1,
      loop_type: 0,
      coin_amount: 5,
    }),
  },
  'FamilyGoalCategoryApi.list': page,
  'FamilyGoalsApi.list': page,
  // Goals are the programme's, the same for every family; completing one is the caller's family's.
  'FamilyGoalsApi.get': { input: (a) => ({ id: a.goalId }) },
  'FamilyGoalsApi.complete': { input: (a) => ({ goal_id: a.goalId }) },
  'ParentCoinsHandler.get_family_coins_logs': page,
  'ParentCoinsHandler.award_community_entry_coin': none,
  'ParentCoinsHandler.award_lesson_plan_coin': none,
  'ParentCoinsHandler.award_product_explore_coin': { input: (a) => ({ product_id: a.productId }) },
  'ParentTokensHandler.get_balance': { input: () => ({ show_token_history: true }) },
  'ParentTokensHandler.get_company_valuation': none,
  'FamilyStreak.getFamilyStreak': none,
  'FamilyStreak.getChildStreak': family((a) => ({ year: 2026, month: 11, user_id: a.childId })),
  'ChildSkills.getChildSkillInfo': family((a) => ({ child_id: a.childId })),
  'ChildSkills.getChildLearnSkillsLastWeek': none,
  'ParentInteractionsHandler.get_interactions': family((a) => ({ child_id: a.childId })),
  'FitnessGoalApi.getCategories': none,
  'FitnessGoalApi.getUserGoals': { input: () => ({ type: 1 }) },
  'FitnessGoalApi.markGoalCompleted': { input: (a) => ({ goal_id: a.fitnessGoalId }) },
  'OperatorEconomyHandler.getSettings': none,
  'OperatorEconomyHandler.saveSettings': { input: () => ({ community_entry_coins: 7 }) },
  'OperatorEconomyHandler.grantTokens': { input: (a) => ({ family_code: a.parent.pCode, amount: 5, reason: 'Matrix grant' }) },
  'OperatorEconomyHandler.getMilestones': none,
  'OperatorEconomyHandler.saveMilestone': { input: () => ({ milestone: 'family_goals_10', tokens: 15, enabled: true }) },
  'OperatorEconomyHandler.publishValuation': { input: () => ({ total_tokens: 5000, market_value: 5000 }) },
  'ParentNotification.list': { input: () => ({ page: 1, perPage: 10 }) },
  'ParentNotification.getUnreadCount': none,
  'ParentNotification.markAsRead': family((a) => ({ notificationIds: [a.notificationId] })),
  'ParentNotification.remove': family((a) => ({ notificationId: a.notificationId })),
  'ParentNotification.cleanupDuplicates': none,
  'ParentNotification.countDuplicates': none,
  'RedFlagIntervention.getInterventionsForParentAndChildren': page,
  'RedFlagIntervention.markInterventionsAsRead': family((a) => ({ interventionIds: [a.redFlagId] })),
  'RedFlagIntervention.takeOn': family((a) => ({ interventionId: a.redFlagId })),
  'RedFlagIntervention.markHandled': family((a) => ({ interventionId: a.redFlagId, note: 'We talked it through' })),
  // Only a handled flag can be resolved: A's own parent is refused with 409, which the matrix allows for.
  'RedFlagIntervention.resolve': family((a) => ({ interventionId: a.redFlagId })),
  'RedFlagIntervention.getHistory': family((a) => ({ child_id: a.childId })),
  'DiabetsApprovalForm.createApplication': none,
  'DiabetsApprovalForm.getWorkflowStatus': none,
  'DiabetsApprovalForm.getConsultationOffer': none,
  'DiabetsApprovalForm.getURLs': none,
  'DiabetsApprovalForm.checkNotifications': none,
  'DiabetsApprovalForm.requestContact': { input: () => ({ phone: '+1 (555) 010-7788', consent: true, language: 'en' }) },
  'DiabetsApprovalForm.getContactRequest': none,
  'DiabetsApprovalForm.startDoctorReferral': none,
  'DiabetsApprovalForm.confirmBackpackReceived': none,
  'OperatorConsultationHandler.list': page,
  'OperatorConsultationHandler.listStaleRedFlags': page,
  'OperatorConsultationHandler.markAppointmentFinished': { input: (a) => ({ family_id: a.parent.familyId }) },
  'OperatorConsultationHandler.markReferralFinished': { input: (a) => ({ family_id: a.parent.familyId }) },
  'OperatorConsultationHandler.viewContactRequest': { input: (a) => ({ family_id: a.parent.familyId }) },
  'OperatorConsultationHandler.getUrls': none,
  'OperatorConsultationHandler.saveUrls': { input: () => ({ doctor_referral_url: 'https://clinic.example.org/referral' }) },
  'ParentHomeConfigHandler.getHomeConfig': none,
  'ParentHomeConfigHandler.getAllConfigs': none,
  'ParentHomeConfigHandler.getAvailableSections': none,
  'ParentHomeConfigHandler.saveConfig': {
    input: () => ({ webapp_version_key: 'matrix', sections_config: [{ id: 'coins', enabled: true, order: 1 }] }),
  },
  'ParentHomeConfigHandler.deleteConfig': { input: () => ({ config_id: 1 }) },
  'ParentHomeConfigHandler.setActiveConfig': { input: () => ({ config_id: 1 }) },
  'GmsParent.getAppData': none,
  'GmsParent.getEmptySections': none,
  'TrustedProductApi.getActiveProducts': none,
  'TrustedProductApi.getProduct': { input: (a) => ({ id: a.productId }) },
  'ContentApi.list': { input: () => ({ kind: 'article' }) },
  'ContentApi.get': { input: (a) => ({ kind: 'article', slug: a.articleSlug }) },
  'ContentApi.markEpisodeWatched': { input: (a) => ({ episode_id: a.episodeId }) },
  'GiftApi.getCatalogue': none,
  'GiftApi.send': family((a) => ({ child_id: a.childId, gift_id: 1, request_id: 'matrix-gift-0001' })),
  'GiftApi.list': page,
  'ParentChat.ask': { input: () => ({ question: 'What is a hypo?' }) },
  'ParentChat.getHistory': none,
  'ParentChat.deleteHistory': none,
  'OperatorContentHandler.listItems': { input: () => ({ kind: 'article' }) },
  'OperatorContentHandler.getItem': { input: () => ({ id: 1 }) },
  'OperatorContentHandler.saveItem': {
    input: () => ({
      kind: 'article',
      slug: 'matrix-article',
      en: { title: 'Matrix', summary: 'Matrix', body: 'Matrix words.' },
      zh: { title: '矩阵', summary: '矩阵', body: '矩阵。' },
    }),
  },
  'OperatorContentHandler.setPublished': { input: () => ({ id: 1, published: true }) },
  'OperatorContentHandler.listGifts': none,
  'OperatorContentHandler.saveGift': {
    input: () => ({
      item: 'matrix_gift',
      cost: 5,
      icon: 'star',
      name: 'Star',
      name_zh: '星',
      description: 'A star',
      description_zh: '一颗星',
    }),
  },
  'OperatorContentHandler.setGiftPublished': { input: () => ({ id: 1, published: true }) },
  'OperatorContentHandler.saveAppData': { input: () => ({ parent_community_url: 'https://community.example.org' }) },
  'ParentPush.getConfig': none,
  'ParentPush.subscribe': {
    input: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/matrix', keys: { p256dh: 'x', auth: 'y' }, locale: 'en' }),
  },
  'ParentPush.unsubscribe': { input: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' }) },
  'ParentTextHandler.getAllTexts': none,
  'ParentTextHandler.getTextsBySection': { input: () => ({ section: 'common' }) },
  'ParentTextHandler.getTextsBySectionUnauthenticated': { input: () => ({ section: 'common' }) },
  'ParentTextHandler.updateText': { input: () => ({ id: 1, text: 'Matrix text', lang: 'en' }) },
  'ParentTextHandler.bulkUpdateTexts': { input: () => ({ updates: [{ id: 1, text: 'Matrix text' }], lang: 'en' }) },
  'ParentTextHandler.addNewText': { input: () => ({ section: 'common', textKey: 'matrix_text', text: 'Matrix text', lang: 'en' }) },
  'OperatorGameKeyHandler.list': none,
  'OperatorGameKeyHandler.create': { input: () => ({ name: 'matrix-game' }) },
  'OperatorGameKeyHandler.revoke': { input: () => ({ name: 'matrix-game' }) },
  'OperatorAuditHandler.list': page,
  'OperatorSetupHandler.listUnconfigured': none,
} satisfies Record<CommandName, CommandSample>;
