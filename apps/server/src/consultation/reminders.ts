import type { WorkflowReminder } from '@t1d/contract';
import { parentStepDue } from '../domain/consultation.js';
import type { Locale } from '../domain/locale.js';
import type { readWorkflow } from './workflow.js';

const texts = {
  start_doctor_referral: {
    en: {
      title: 'Request the doctor referral',
      body: 'Your appointment is finished. Request the doctor referral to continue your care plan.',
    },
    zh: { title: '申请医生转诊', body: '您的问诊已完成。请申请医生转诊，继续您的护理计划。' },
  },
  confirm_backpack: {
    en: {
      title: 'Confirm your supplies backpack',
      body: 'Your referral is complete and the backpack is on its way. Confirm it when it arrives.',
    },
    zh: { title: '确认收到用品背包', body: '转诊已完成，背包正在寄送中。收到后请确认。' },
  },
} as const;

/** What the family should do now: the parent step the current stage makes due, if any. */
export function workflowReminders(workflow: Awaited<ReturnType<typeof readWorkflow>>, locale: Locale): WorkflowReminder[] {
  if (!workflow) return [];
  const step = parentStepDue(workflow.stage);
  if (!step) return [];
  return [{ step, stage: workflow.stage, since: workflow.stage_since, ...texts[step][locale] }];
}
