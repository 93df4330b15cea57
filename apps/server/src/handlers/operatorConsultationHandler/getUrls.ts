import { readConsultationUrls } from '../../consultation/urls.js';
import type { Handler } from '../../gateway/context.js';

export const getUrls: Handler<'OperatorConsultationHandler.getUrls'> = (_input, { db, config }) => readConsultationUrls(db, config);
