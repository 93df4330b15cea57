import { describe, expect, it, vi } from 'vitest';
import { TextStore, textsChangedEvent, type Language, type TextTree } from './textStore';

const files: Record<Language, Record<string, TextTree>> = {
  en: {
    common: {
      appName: 'Family app',
      greeting: { morning: 'Good morning, {{name}}' },
      coins_one: '{{count}} coin',
      coins_other: '{{count}} coins',
      onlyEnglish: 'Only in English',
      sectionTitle: 'Tasks',
      titled: '$t(tasks:title): {{count}} open',
      loop: '$t(common:loop)',
    },
    tasks: { title: 'Tasks' },
    links: { home: 'Home' },
  },
  zh: {
    common: {
      appName: '家庭应用',
      greeting: { morning: '早上好，{{name}}' },
      coins_other: '{{count}} 枚金币',
      titled: '$t(tasks:title)：{{count}} 项',
    },
    tasks: { title: '任务' },
  },
};

function storeOf(read = async (language: Language, namespace: string) => structuredClone(files[language][namespace] ?? {})) {
  const store = new TextStore(read, (tag) => (tag.startsWith('zh') ? 'zh' : 'en'), 'common');
  return { store, read };
}

/** A reader that fails (offline) until `online` is called. */
function offlineAtFirst() {
  let offline = true;
  const read = vi.fn(async (language: Language, namespace: string) => {
    if (offline) throw new Error('offline');
    return structuredClone(files[language][namespace] ?? {});
  });
  return { read, online: () => void (offline = false) };
}

async function loaded(...namespaces: string[]) {
  const { store } = storeOf();
  await store.loadNamespaces(namespaces);
  await store.loadLanguages(['zh']);
  return store;
}

describe('the text store', () => {
  it('words a key of the default namespace, of a prefixed one, and of the ns option', async () => {
    const store = await loaded('common', 'tasks', 'links');
    expect(store.t('appName')).toBe('Family app');
    expect(store.t('tasks:title')).toBe('Tasks');
    expect(store.t('title', { ns: 'tasks' })).toBe('Tasks');
    expect(store.t('home', { ns: ['common', 'links'] })).toBe('Home');
  });

  it('fills values once: a value that looks like a placeholder or a nested text stays as typed', async () => {
    const store = await loaded('common');
    expect(store.t('greeting.morning', { name: 'Lin' })).toBe('Good morning, Lin');
    expect(store.t('greeting.morning', { name: '{{name}} $t(appName)' })).toBe('Good morning, {{name}} $t(appName)');
    expect(store.t('greeting.morning')).toBe('Good morning, {{name}}');
  });

  it('picks the plural form of the language', async () => {
    const store = await loaded('common');
    expect(store.t('coins', { count: 1 })).toBe('1 coin');
    expect(store.t('coins', { count: 0 })).toBe('0 coins');
    expect(store.t('coins', { count: 1, lng: 'zh' })).toBe('1 枚金币');
  });

  it('takes nested texts in the same language, with the same values, and stops a text that names itself', async () => {
    const store = await loaded('common', 'tasks');
    expect(store.t('titled', { count: 3 })).toBe('Tasks: 3 open');
    expect(store.t('titled', { count: 3, lng: 'zh' })).toBe('任务：3 项');
    expect(store.t('loop')).toBe('$t(common:loop)');
  });

  it('falls back to English, then shows the key’s path', async () => {
    const store = await loaded('common');
    await store.changeLanguage('zh-CN');
    expect(store.language).toBe('zh');
    expect(store.t('onlyEnglish')).toBe('Only in English');
    expect(store.t('tasks:missing.key')).toBe('missing.key');
    expect(store.t('greeting')).toBe('greeting');
  });

  it('changes language once the namespaces in use are there, and says so once', async () => {
    const { store } = storeOf();
    await store.loadNamespaces(['common', 'tasks']);
    const changed = vi.fn();
    store.on('languageChanged', changed);
    const changing = store.changeLanguage('zh');
    expect(store.t('tasks:title')).toBe('Tasks');
    await changing;
    expect(store.t('tasks:title')).toBe('任务');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('loads a namespace once however many ask, and tries again after a failure', async () => {
    const { read, online } = offlineAtFirst();
    const { store } = storeOf(read);
    await expect(store.loadNamespaces(['tasks'])).rejects.toThrow('offline');
    online();
    await Promise.all([store.loadNamespaces(['tasks']), store.loadNamespaces(['tasks'])]);
    expect(read).toHaveBeenCalledTimes(2);
    expect(store.t('tasks:title')).toBe('Tasks');
  });

  it('has a component wait on one promise while a namespace loads, and not again once its load failed', async () => {
    const { read, online } = offlineAtFirst();
    const { store } = storeOf(read);
    const waiting = store.waitFor('tasks');
    expect(store.waitFor('tasks')).toBe(waiting);
    await expect(waiting).resolves.toBeUndefined();
    // Failed: what shows it draws without it (English, else its keys) instead of asking at every drawing.
    expect(store.waitFor('tasks')).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
    // Asked again (a screen opens), it comes, and what showed without it is drawn again.
    online();
    const redrawn = vi.fn();
    store.on(textsChangedEvent, redrawn);
    await store.loadNamespaces(['tasks']);
    expect(redrawn).toHaveBeenCalledTimes(1);
    expect(store.waitFor('tasks')).toBeNull();
    expect(store.t('tasks:title')).toBe('Tasks');
  });

  it('passes each namespace through the filter in place when it arrives, one set while it was on its way too', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { store } = storeOf(async (language, namespace) => {
      await arrived;
      return structuredClone(files[language][namespace] ?? {});
    });
    const loading = store.loadNamespaces(['tasks']);
    store.filterLoaded = (_language, namespace, texts) => (namespace === 'tasks' ? { ...texts, title: 'Jobs' } : texts);
    arrive();
    await loading;
    expect(store.t('tasks:title')).toBe('Jobs');
  });

  it('changes language with the namespaces a screen asked for while the change was loading', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { store } = storeOf(async (language, namespace) => {
      if (language === 'zh') await arrived;
      return structuredClone(files[language][namespace] ?? {});
    });
    await store.loadNamespaces(['common']);
    const changing = store.changeLanguage('zh');
    await store.loadNamespaces(['tasks']);
    arrive();
    await changing;
    expect(store.hasResourceBundle('zh', 'tasks')).toBe(true);
    expect(store.t('tasks:title')).toBe('任务');
  });

  it('fills a value passed as undefined with nothing, and leaves one not passed as its placeholder', async () => {
    const store = await loaded('common');
    expect(store.t('greeting.morning', { name: undefined })).toBe('Good morning, ');
    expect(store.t('greeting.morning', {})).toBe('Good morning, {{name}}');
  });

  it('writes an operator’s wording by its path without touching the rest', async () => {
    const store = await loaded('common');
    store.addResources('en', 'common', { 'greeting.morning': 'Rise and shine, {{name}}' });
    expect(store.t('greeting.morning', { name: 'Lin' })).toBe('Rise and shine, Lin');
    expect(store.t('appName')).toBe('Family app');
  });
});
