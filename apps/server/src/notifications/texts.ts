import { inLocale, sayCount, type Locale } from '../domain/locale.js';
import { parseTextParams, type TextParams } from '../domain/textParams.js';
import { milestoneLabels } from '../economy/milestoneLabels.js';
import { renderRedFlag } from '../redFlags/texts.js';

type Text = { title: string; body: (p: TextParams) => string };

/** Every notification the product writes, in both languages. Keys are stored; words never are. */
export const notificationTexts = {
  invitation_accepted: {
    en: { title: 'A new parent joined your family', body: (p) => `${p.name} accepted your invitation.` },
    zh: { title: '新家长加入了您的家庭', body: (p) => `${p.name} 接受了您的邀请。` },
  },
  child_joined: {
    en: { title: 'A child joined your family', body: (p) => `${p.name} is now part of your family in the game.` },
    zh: { title: '孩子加入了您的家庭', body: (p) => `${p.name} 已在游戏中加入您的家庭。` },
  },
  task_completed: {
    en: {
      title: 'Coins earned',
      body: (p) => `${p.actor} completed “${quoted(p, 'en')}” and earned ${sayCount(p.coins, 'en')} coins for the family.`,
    },
    zh: { title: '获得金币', body: (p) => `${p.actor} 完成了“${quoted(p, 'zh')}”，为家庭赢得 ${sayCount(p.coins, 'zh')} 枚金币。` },
  },
  goal_completed: {
    en: {
      title: 'Family goal reached',
      body: (p) => `${p.actor} marked “${quoted(p, 'en')}” complete: ${sayCount(p.coins, 'en')} coins for the family.`,
    },
    zh: { title: '完成家庭目标', body: (p) => `${p.actor} 完成了目标“${quoted(p, 'zh')}”，家庭获得 ${sayCount(p.coins, 'zh')} 枚金币。` },
  },
  // Heroic tokens are recognition within the programme, never money or a share (ADR 0033): the words say so.
  tokens_heroic_act: {
    en: {
      title: 'Heroic tokens earned',
      body: (p) => `${p.name} earned ${sayCount(p.tokens, 'en')} heroic tokens for the family in the game: ${p.reason}`,
    },
    zh: {
      title: '获得英雄代币',
      body: (p) => `${p.name} 在游戏中为家庭赢得了 ${sayCount(p.tokens, 'zh')} 枚英雄代币：${p.reason_zh ?? p.reason}`,
    },
  },
  tokens_milestone: {
    en: {
      title: 'A programme milestone reached',
      body: (p) =>
        `Your family reached “${milestoneLabel(p, 'en')}”. The programme recognises it with ${sayCount(p.tokens, 'en')} heroic tokens.`,
    },
    zh: {
      title: '达成项目里程碑',
      body: (p) => `您的家庭达成了“${milestoneLabel(p, 'zh')}”，项目为此授予 ${sayCount(p.tokens, 'zh')} 枚英雄代币。`,
    },
  },
  red_flag_raised: {
    en: { title: 'New red flag', body: (p) => `${flagReason(p, 'en')} See the suggested next step under Red flags.` },
    zh: { title: '新的预警', body: (p) => `${flagReason(p, 'zh')}请在“预警”中查看建议的做法。` },
  },
  red_flag_reopened: {
    en: { title: 'A red flag is back', body: (p) => `${flagReason(p, 'en')} It came back within a week of being handled: see Red flags.` },
    zh: { title: '预警再次出现', body: (p) => `${flagReason(p, 'zh')}处理后一周内再次出现，请在“预警”中查看。` },
  },
  red_flag_taken_on: {
    en: { title: 'A parent is on it', body: (p) => `${p.actor} is on the red flag about ${p.name}.` },
    zh: { title: '家长正在处理', body: (p) => `${p.actor} 正在处理关于 ${p.name} 的预警。` },
  },
  red_flag_handled: {
    en: { title: 'Red flag handled', body: (p) => `${p.actor} handled the red flag about ${p.name}.` },
    zh: { title: '预警已处理', body: (p) => `${p.actor} 已处理关于 ${p.name} 的预警。` },
  },
  red_flag_reminder: {
    en: { title: 'A red flag is waiting', body: (p) => `Nobody has seen the red flag about ${p.name} yet.` },
    zh: { title: '有预警等待查看', body: (p) => `还没有人查看关于 ${p.name} 的预警。` },
  },
  consultation_book_appointment: {
    en: {
      title: 'Consultation booking started',
      body: (p) => `${p.actor} started booking the paid consultation. The clinic will confirm the appointment.`,
    },
    zh: { title: '已开始预约问诊', body: (p) => `${p.actor} 已开始预约付费问诊，诊所将确认预约。` },
  },
  consultation_appointment_finished: {
    en: {
      title: 'Appointment completed',
      body: () => 'The clinic has finished your appointment. You can now request the doctor referral.',
    },
    zh: { title: '问诊已完成', body: () => '诊所已完成您的问诊。现在可以申请医生转诊了。' },
  },
  consultation_start_doctor_referral: {
    en: { title: 'Doctor referral requested', body: (p) => `${p.actor} requested the doctor referral.` },
    zh: { title: '已申请医生转诊', body: (p) => `${p.actor} 已申请医生转诊。` },
  },
  consultation_referral_finished: {
    en: {
      title: 'Referral completed',
      body: () => 'The doctor referral is complete. Your supplies backpack is on its way: confirm it when it arrives.',
    },
    zh: { title: '转诊已完成', body: () => '医生转诊已完成，您的用品背包正在寄送中，收到后请确认。' },
  },
  consultation_confirm_backpack: {
    en: { title: 'Backpack received', body: (p) => `${p.actor} confirmed that the supplies backpack arrived. Your care plan is complete.` },
    zh: { title: '已收到背包', body: (p) => `${p.actor} 已确认收到用品背包，护理计划已完成。` },
  },
  consultation_reminder_start_doctor_referral: {
    en: {
      title: 'Reminder: request the doctor referral',
      body: (p) => `Your appointment finished ${sayCount(p.days, 'en')} days ago. Request the doctor referral to continue your care plan.`,
    },
    zh: { title: '提醒：申请医生转诊', body: (p) => `您的问诊已于 ${sayCount(p.days, 'zh')} 天前完成。请申请医生转诊，继续您的护理计划。` },
  },
  consultation_reminder_confirm_backpack: {
    en: {
      title: 'Reminder: confirm your supplies backpack',
      body: (p) =>
        `Your backpack was sent ${sayCount(p.days, 'en')} days ago. Confirm it when it arrives; if it has not come, please contact the clinic.`,
    },
    zh: {
      title: '提醒：确认收到用品背包',
      body: (p) => `您的背包已于 ${sayCount(p.days, 'zh')} 天前寄出。收到后请确认；如仍未收到，请联系诊所。`,
    },
  },
} satisfies Record<string, Record<Locale, Text>>;

/**
 * The task's or goal's name a coins notification quotes, in the reader's language: rows keep both
 * names (ADR 0036); one written before them, or for a task with no Chinese name (a parent's own), has
 * the English alone.
 */
function quoted(p: TextParams, locale: Locale): string {
  return inLocale(locale, String(p.title ?? ''), typeof p.title_zh === 'string' ? p.title_zh : null);
}

function milestoneLabel(p: TextParams, locale: Locale): string {
  const milestone = String(p.milestone);
  return Object.hasOwn(milestoneLabels, milestone) ? milestoneLabels[milestone as keyof typeof milestoneLabels][locale] : milestone;
}

function flagReason(p: TextParams, locale: Locale): string {
  return renderRedFlag(String(p.text_key), String(p.flag_params ?? '{}'), String(p.name), locale).reason;
}

export type NotificationTextKey = keyof typeof notificationTexts;

export function renderNotification(textKey: string, params: string, locale: Locale): { title: string; body: string } {
  const texts = notificationTexts[textKey as NotificationTextKey];
  if (!texts) return { title: textKey, body: '' };
  const text = texts[locale];
  return { title: text.title, body: text.body(parseTextParams(params)) };
}
