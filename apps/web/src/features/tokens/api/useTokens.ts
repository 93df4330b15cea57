import { useCommandQuery } from '../../../shared/api';

// With history on both the dashboard and the detail page: one cache entry, one request.
const balanceInput = { show_token_history: true };

export function useTokenBalance() {
  return useCommandQuery('ParentTokensHandler.get_balance', balanceInput, { meta: { handlesErrors: true } });
}

export function useCompanyValuation() {
  return useCommandQuery('ParentTokensHandler.get_company_valuation', {}, { meta: { handlesErrors: true } });
}
