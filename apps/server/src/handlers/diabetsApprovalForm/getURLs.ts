import { readConsultationUrls } from '../../consultation/urls.js';
import type { Handler } from '../../gateway/context.js';

export const getURLs: Handler<'DiabetsApprovalForm.getURLs'> = (_input, { db, config }) => readConsultationUrls(db, config);
