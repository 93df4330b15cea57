/**
 * The app's texts at run time (ADR 0055): each language's namespaces as they load, the language in
 * effect, the events that draw texts again, and `t`, which words a key (wording.ts). It does, in the few
 * lines the app needs, what i18next did here; i18next's types still check every key against the English
 * files (i18n.ts), and none of its code is sent.
 */
import { fallbackLanguage, setAt, word, type Language, type Shelf, type TextOptions, type TextTree } from './wording';

export { fallbackLanguage, type Language, type TextOptions, type TextTree };

type Listener = () => void;
/** What a namespace's texts pass through as they arrive (the operators' wordings, serverTexts.ts). */
export type TextsFilter = (language: Language, namespace: string, texts: TextTree) => TextTree;

/** Emitted when texts already on screen changed (an operator's wording, a language's texts arriving late). */
export const textsChangedEvent = 'textsChanged';

export class TextStore {
  language: Language = fallbackLanguage;
  /** Bumped whenever what `t` answers may have changed on screen (useTranslation draws again). */
  version = 0;
  private readonly bundles: Record<Language, Map<string, TextTree>> = { en: new Map(), zh: new Map() };
  /** Namespaces asked for so far: a change of language loads them in the new one before it takes effect. */
  private readonly used = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Loads that failed since they were last asked for explicitly: a component does not wait on them again. */
  private readonly failed = new Set<string>();
  /** What components wait on while a namespace loads: the same promise each render, never rejected. */
  private readonly waiting = new Map<string, Promise<void>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private changingTo: Language | null = null;

  /** What wording reads: this store's namespaces, in the language in effect. */
  private readonly shelf: Shelf;

  constructor(
    private readonly read: (language: Language, namespace: string) => Promise<TextTree>,
    private readonly toLanguage: (tag: string) => Language,
    defaultNamespace: string,
  ) {
    this.shelf = {
      language: () => this.language,
      defaultNamespace,
      toLanguage,
      textsOf: (language, namespace) => this.bundles[language].get(namespace),
    };
  }

  /** Read as each namespace arrives, so a filter set while one is on its way applies to it. */
  filterLoaded: TextsFilter = (_language, _namespace, texts) => texts;

  get resolvedLanguage(): Language {
    return this.language;
  }

  on(event: string, listener: Listener): void {
    const listeners = this.listeners.get(event) ?? new Set();
    listeners.add(listener);
    this.listeners.set(event, listeners);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** For React's useSyncExternalStore: what changes texts on screen (ADR 0050), not a namespace arriving for another part. */
  subscribe = (onChange: Listener): (() => void) => {
    this.on('languageChanged', onChange);
    this.on(textsChangedEvent, onChange);
    return () => {
      this.off('languageChanged', onChange);
      this.off(textsChangedEvent, onChange);
    };
  };

  getVersion = (): number => this.version;

  emit(event: string): void {
    this.version += 1;
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener();
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles[this.toLanguage(language)].has(namespace);
  }

  /** A namespace's texts, as loaded; written over what it had, key by key at the top. */
  addResourceBundle(language: string, namespace: string, texts: TextTree): void {
    const bundles = this.bundles[this.toLanguage(language)];
    bundles.set(namespace, { ...bundles.get(namespace), ...texts });
  }

  removeResourceBundle(language: string, namespace: string): void {
    this.bundles[this.toLanguage(language)].delete(namespace);
  }

  /** Texts by their dotted path (`greeting.morning`), written into a namespace. */
  addResources(language: string, namespace: string, byPath: Record<string, string>): void {
    const bundles = this.bundles[this.toLanguage(language)];
    const tree = bundles.get(namespace) ?? {};
    for (const [path, text] of Object.entries(byPath)) setAt(tree, path, text);
    bundles.set(namespace, tree);
  }

  /**
   * Loads a namespace in a language once, however many ask. A failed load is forgotten, so the next ask
   * tries again; one that comes after a failure draws again what showed English meanwhile.
   */
  load(language: Language, namespace: string): Promise<void> {
    if (this.bundles[language].has(namespace)) return Promise.resolve();
    const key = `${language}|${namespace}`;
    let loading = this.loading.get(key);
    if (!loading) {
      const failedBefore = this.failed.delete(key);
      loading = this.read(language, namespace).then(
        (texts) => {
          this.loading.delete(key);
          if (!this.bundles[language].has(namespace)) this.bundles[language].set(namespace, this.filterLoaded(language, namespace, texts));
          if (failedBefore) this.emit(textsChangedEvent);
        },
        (error: unknown) => {
          this.loading.delete(key);
          this.failed.add(key);
          throw error;
        },
      );
      this.loading.set(key, loading);
    }
    return loading;
  }

  /**
   * What a component shows a namespace with must wait for, if anything: its load in the language in
   * effect, once. Null when it is there, or when its load failed (English shows meanwhile, else its keys).
   */
  waitFor(namespace: string): Promise<void> | null {
    this.used.add(namespace);
    const key = `${this.language}|${namespace}`;
    if (this.bundles[this.language].has(namespace) || this.failed.has(key)) return null;
    let waiting = this.waiting.get(key);
    if (!waiting) {
      waiting = this.load(this.language, namespace).then(
        () => undefined,
        () => undefined,
      );
      this.waiting.set(key, waiting);
      void waiting.then(() => this.waiting.delete(key));
    }
    return waiting;
  }

  /** The namespaces in the language in effect; rejects when one could not be fetched. */
  async loadNamespaces(wanted: string | readonly string[]): Promise<void> {
    const namespaces = [wanted].flat();
    for (const namespace of namespaces) this.used.add(namespace);
    await Promise.all(namespaces.map((namespace) => this.load(this.language, namespace)));
  }

  /** Every namespace asked for so far, in each language. */
  async loadLanguages(languages: readonly string[]): Promise<void> {
    const wanted = languages.map(this.toLanguage);
    await Promise.all(wanted.flatMap((language) => [...this.used].map((namespace) => this.load(language, namespace))));
  }

  /**
   * Takes effect once the namespaces in use are there in the new language, so that no screen shows
   * half of each: at once when they already are. Offline, what could not be fetched shows in English
   * until it can.
   */
  changeLanguage(tag: string): Promise<void> {
    const language = this.toLanguage(tag);
    this.changingTo = language;
    const takeEffect = () => {
      if (this.changingTo !== language) return;
      this.changingTo = null;
      this.language = language;
      this.emit('languageChanged');
    };
    const allThere = () => [...this.used].every((namespace) => this.bundles[language].has(namespace));
    if (allThere()) {
      takeEffect();
      return Promise.resolve();
    }
    // A screen that opened meanwhile asked for more: those are loaded too, once.
    const loadInUse = async () => {
      let asked: number;
      do {
        asked = this.used.size;
        await this.loadLanguages([language]).catch(() => undefined);
      } while (this.used.size !== asked);
    };
    return loadInUse().then(takeEffect);
  }

  /** Sets the language at start, before anything is drawn: no one is listening yet to be told. */
  startIn(language: Language): void {
    this.language = language;
  }

  t = (key: string, options: TextOptions = {}): string => word(this.shelf, key, options);

  /** `t` in one language and namespace(s), as a screen's preview in the other language needs. */
  getFixedT(language: string | null, namespaces: string | readonly string[]) {
    return (key: string, options: TextOptions = {}) => word(this.shelf, key, { lng: language ?? undefined, ns: namespaces, ...options });
  }
}
