import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFitnessEntry } from './useFitnessEntry';

const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/home']}>{children}</MemoryRouter>;
const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

describe('the fitness entry on a real host (not dev mode)', () => {
  beforeEach(() => happyDOM.setURL('https://parents.example.org/home'));
  afterEach(() => {
    sessionStorage.clear();
    happyDOM.setURL('http://localhost:3000/');
  });

  it('is hidden until the secret clicks unlock it, then shown for the rest of the tab’s session', () => {
    const first = renderHook(() => useFitnessEntry(), { wrapper: inRouter });
    expect(first.result.current.shown).toBe(false);
    act(() => first.result.current.unlock());
    expect(first.result.current.shown).toBe(true);
    // Another screen of the same tab (the fitness page) finds it unlocked.
    expect(renderHook(() => useFitnessEntry(), { wrapper: inRouter }).result.current.shown).toBe(true);
  });
});
