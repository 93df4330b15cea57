import { screen } from '@testing-library/react';
import { useLocation } from '..';

/** The page shown, as the router sees it: its address, and the state it was sent with. */
export function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output aria-label="where">{`${pathname}${search}${hash}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>;
}

/** What `Where` shows. */
export const where = () => screen.getByLabelText('where').textContent;
