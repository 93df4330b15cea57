import { readConsultationUrls, saveConsultationUrls } from '../../consultation/urls.js';
import type { Handler } from '../../gateway/context.js';

export const saveUrls: Handler<'OperatorConsultationHandler.saveUrls'> = async (input, { db, config }) => {
  await saveConsultationUrls(db, input);
  return readConsultationUrls(db, config);
};
