import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextStore, type Language, type TextTree } from './textStore';
import { useTexts } from './useTranslation';

const files: Record<Language, Record<string, TextTree>> = {
  en: { common: { hello: 'Hello' }, tasks: { title: 'Tasks' } },
  zh: { common: { hello: '你好' }, tasks: { title: '任务' } },
};

/** A store whose Chinese files arrive when the test lets them, or fail while `offline`. */
function storeWithHeldChinese() {
  const held = { offline: false, release: () => undefined as void };
  let arrived = new Promise<void>((resolve) => (held.release = resolve));
  const read = vi.fn(async (language: Language, namespace: string) => {
    if (language === 'zh') {
      await arrived;
      if (held.offline) {
        arrived = new Promise<void>((resolve) => (held.release = resolve));
        throw new Error('offline');
      }
    }
    return structuredClone(files[language][namespace] ?? {});
  });
  return { store: new TextStore(read, (tag) => (tag.startsWith('zh') ? 'zh' : 'en'), 'common'), read, held };
}

function Title({ store }: { store: TextStore }) {
  const t = useTexts(store, ['tasks']);
  return <h1>{t('title')}</h1>;
}

const drawn = (store: TextStore) => (
  <Suspense fallback={<p>Waiting</p>}>
    <Title store={store} />
  </Suspense>
);

/** Draws inside an awaited act: React retries what waited only for work it was given in one. */
async function show(store: TextStore) {
  await act(async () => void render(drawn(store)));
}

/** Lets the held Chinese files arrive, inside act: React hears the namespace it waits on come. */
async function letArrive(store: TextStore, held: { release: () => void }) {
  const waiting = store.waitFor('tasks');
  await act(async () => {
    held.release();
    await waiting;
  });
}

describe('a component’s texts', () => {
  it('wait for the language in effect, even when English is there already', async () => {
    const { store, held } = storeWithHeldChinese();
    await store.loadNamespaces(['tasks']);
    store.startIn('zh');
    await show(store);
    expect(screen.getByText('Waiting')).toBeTruthy();
    await letArrive(store, held);
    expect(screen.getByRole('heading', { name: '任务' })).toBeTruthy();
  });

  it('show English when the language’s could not be fetched, ask once, and change when they come', async () => {
    const { store, read, held } = storeWithHeldChinese();
    await store.loadNamespaces(['tasks']);
    store.startIn('zh');
    held.offline = true;
    await show(store);
    await letArrive(store, held);
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(read.mock.calls.filter(([language]) => language === 'zh')).toHaveLength(1);
    held.offline = false;
    const loading = store.loadNamespaces(['tasks']);
    await act(async () => {
      held.release();
      await loading;
    });
    expect(screen.getByRole('heading', { name: '任务' })).toBeTruthy();
  });

  it('are drawn again in the new language once it takes effect', async () => {
    const { store, held } = storeWithHeldChinese();
    await store.loadNamespaces(['tasks']);
    render(drawn(store));
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeTruthy();
    let changing: Promise<void> = Promise.resolve();
    act(() => void (changing = store.changeLanguage('zh')));
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeTruthy();
    await act(async () => {
      held.release();
      await changing;
    });
    expect(screen.getByRole('heading', { name: '任务' })).toBeTruthy();
  });
});
