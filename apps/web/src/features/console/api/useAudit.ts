import { useCommandQuery } from '../../../shared/api';

export const AUDIT_PER_PAGE = 20;

export function useAuditLog(search: string, page: number) {
  return useCommandQuery(
    'OperatorAuditHandler.list',
    { search, page, per_page: AUDIT_PER_PAGE },
    { meta: { handlesErrors: true }, placeholderData: (previous) => previous },
  );
}
