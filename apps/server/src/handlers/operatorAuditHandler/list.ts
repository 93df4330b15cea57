import { readAudit } from '../../audit/auditLog.js';
import type { Handler } from '../../gateway/context.js';

export const list: Handler<'OperatorAuditHandler.list'> = (input, { db }) => readAudit(db, input);
