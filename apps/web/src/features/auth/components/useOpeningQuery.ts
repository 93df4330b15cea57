import { useEffect, useState } from 'react';
import { hasLinkValues, readAuthQuery, type AuthQuery, type LinkChecks } from '../authQuery';

/** For a query without an e-mail, campaign or hospital: there is nothing to judge. */
const nothingToJudge: LinkChecks = { isValidEmail: () => false, isValidLinkField: () => false };

/** When the rules cannot be fetched: the values stay, and the server judges them on sign-up. */
const serverJudges: LinkChecks = { isValidEmail: () => true, isValidLinkField: () => true };

/**
 * The /signup query the page opened with. A link's e-mail, campaign or hospital is judged by the
 * contract's rules, which come with zod (validation.ts): only a link that carries one fetches them,
 * and the page waits for them (null until then) rather than show a value it would then drop.
 */
export function useOpeningQuery(search: string): AuthQuery | null {
  const [opening] = useState(search);
  const [query, setQuery] = useState(() => (hasLinkValues(opening) ? null : readAuthQuery(opening, nothingToJudge)));
  useEffect(() => {
    if (query) return;
    let current = true;
    import('../validation').then(
      (rules) => current && setQuery(readAuthQuery(opening, rules.linkChecks)),
      () => current && setQuery(readAuthQuery(opening, serverJudges)),
    );
    return () => {
      current = false;
    };
  }, [query, opening]);
  return query;
}
