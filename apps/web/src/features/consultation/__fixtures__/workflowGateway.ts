import {
  noWorkflowFound,
  type CommandInput,
  type ContactRequest,
  type DiabetesUrls,
  type WorkflowReminder,
  type WorkflowStatus,
} from '@t1d/contract';
import { beforeEach, afterEach, vi } from 'vitest';
import { answer, reply, stubGateway, type SentBody } from '../../../test/gateway';
import { notStartedStatus } from '../workflow';

const statusCmd = 'DiabetsApprovalForm.getWorkflowStatus';
const urlsCmd = 'DiabetsApprovalForm.getURLs';
const remindersCmd = 'DiabetsApprovalForm.checkNotifications';
const offerCmd = 'DiabetsApprovalForm.getConsultationOffer';
const contactCmd = 'DiabetsApprovalForm.getContactRequest';
const free = { price: 0, currency: 'USD' };

/** The deployment's workflow addresses, both clinic pages configured. */
export const urls: DiabetesUrls = {
  book_appointment_paid_url: 'https://clinic.example/book',
  doctor_referral_url: 'https://clinic.example/referral',
  parent_lesson_plans_url: '',
  ceo_intro_url: '/media/ceo-intro.mp4',
};

/** A family's status at `stage`. */
export const at = (stage: WorkflowStatus['current_stage'], extra: Partial<WorkflowStatus> = {}): WorkflowStatus => ({
  ...notStartedStatus,
  current_stage: stage,
  is_completed: stage === 'completed',
  ...extra,
});

interface WorkflowGatewayOptions {
  urls?: DiabetesUrls;
  /** Answers for parent steps; a step not listed moves the stage on. */
  steps?: Record<string, () => Promise<Response>>;
  reminders?: WorkflowReminder[];
  /** The contact details the family gave before (ADR 0039); none by default. */
  contact?: ContactRequest | null;
}

/**
 * A gateway holding one family's workflow (null: none yet) and contact details in a free deployment;
 * steps answer `steps[cmd]` or move the stage on; contact details sent are kept as the server would.
 */
export function workflowGateway(initial: WorkflowStatus | null, options: WorkflowGatewayOptions = {}) {
  const { urls: configured = urls, steps = {}, reminders = [] } = options;
  let status = initial;
  let contact = options.contact ?? null;
  return stubGateway((body: SentBody) => {
    if (body.cmd === offerCmd) return answer(offerCmd, free);
    if (body.cmd === remindersCmd) return answer(remindersCmd, { pending: reminders });
    if (body.cmd === statusCmd) return status ? answer(statusCmd, status) : reply(200, { ...noWorkflowFound });
    if (body.cmd === urlsCmd) return answer(urlsCmd, configured);
    if (body.cmd === contactCmd) return answer(contactCmd, contact);
    const step = steps[body.cmd];
    if (step) return step();
    if (body.cmd === 'DiabetsApprovalForm.requestContact') {
      const { phone, email, preferred_time } = body as unknown as CommandInput<'DiabetsApprovalForm.requestContact'>;
      contact = {
        phone: phone ?? null,
        email: email ?? null,
        preferred_time: preferred_time ?? 'any',
        requested_at: 100,
        updated_at: 100,
        consent_at: 100,
      };
      if (status) return answer(body.cmd, status);
    }
    const next: Record<string, WorkflowStatus['current_stage']> = {
      'DiabetsApprovalForm.createApplication': 'book_appointment_pending',
      'DiabetsApprovalForm.requestContact': 'book_appointment_pending',
      'DiabetsApprovalForm.startDoctorReferral': 'doctor_referral_pending',
      'DiabetsApprovalForm.confirmBackpackReceived': 'completed',
    };
    status = at(next[body.cmd] ?? 'not_started', { book_appointment_finished_at: status?.book_appointment_finished_at ?? null });
    return answer(body.cmd, status);
  });
}

/**
 * window.open stubbed for each test of the file (the clinic's pages open in a new tab); the answer
 * reads the current test's stub.
 */
export function stubWindowOpen(): () => ReturnType<typeof vi.fn> {
  let opened = vi.fn();
  beforeEach(() => {
    opened = vi.fn();
    vi.stubGlobal('open', opened);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => opened;
}
