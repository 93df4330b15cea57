import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOrNothing } from './lazyOrNothing';

describe('lazyOrNothing', () => {
  it('draws the part once its code has come', async () => {
    const Part = lazyOrNothing(() => Promise.resolve({ default: () => <p>The part</p> }));
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('The part')).toBeTruthy();
  });

  it('draws nothing, and leaves the page around it standing, when its code cannot be fetched', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const Part = lazyOrNothing<() => ReactElement>(() => new Promise((_, reject) => (refuse = reject)));
    const { container } = render(
      <main>
        <h1>The page</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Part />
        </Suspense>
      </main>,
    );
    refuse(new TypeError('Failed to fetch dynamically imported module'));
    await screen.findByRole('heading', { name: 'The page' });
    await expect.poll(() => screen.queryByText('Loading')).toBeNull();
    expect(container.querySelector('main')!.textContent).toBe('The page');
  });
});
