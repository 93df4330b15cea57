/**
 * The app's texts at run time (ADR 0055): each language's namespaces as they load, the language in
 * effect, and `t`, which words a key. It does, in the few lines the app needs, what i18next did here:
 * a `ns:` prefix or the `ns` option picks the namespace, `count` picks the plural form of the language
 * (`key_one`, `key_other`), `{{name}}` takes a value, `$t(ns:key)` takes another text, and a key missing
 * in the language falls back to English, then shows as its own path. i18next's types still check every
 * key against the English files (i18n.ts); none of its code is sent.
 */

export type Language = 'en' | 'zh';
export const fallbackLanguage: Language = 'en';

export type TextTree = { [key: string]: unknown };
export type TextOptions = { lng?: string; ns?: string | readonly string[]; count?: unknown; [value: string]: unknown };
type Listener = () => void;
/** What a namespace's texts pass through as they arrive (the operators' wordings, serverTexts.ts). */
export type TextsFilter = (language: Language, namespace: string, texts: TextTree) => TextTree;

/** Emitted when texts already on screen changed (an operator's wording, a language's texts arriving late). */
export const textsChangedEvent = 'textsChanged';

/** How deep `$t(…)` may nest: an operator's wording that names itself stops there instead of looping. */
const maxNesting = 5;
/** A nested text, `$t(ns:key)`, or a value, `{{name}}` (`{{- name}}` too: nothing is escaped in React's text). */
const placeholders = /\$t\(([^)]*)\)|\{\{(.+?)\}\}/g;

function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as TextTree)[part];
  }
  return node;
}

function setAt(tree: TextTree, path: string, text: string) {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node = tree;
  for (const part of parts) {
    const child = node[part];
    node = (node[part] = typeof child === 'object' && child !== null ? child : {}) as TextTree;
  }
  node[last] = text;
}

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
  private readonly pluralRules = new Map<Language, Intl.PluralRules>();
  private changingTo: Language | null = null;

  constructor(
    private readonly read: (language: Language, namespace: string) => Promise<TextTree>,
    private readonly toLanguage: (tag: string) => Language,
    private readonly defaultNamespace: string,
  ) {}

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

  t = (key: string, options: TextOptions = {}): string => this.translate(key, options, 0);

  /** `t` in one language and namespace(s), as a screen's preview in the other language needs. */
  getFixedT(language: string | null, namespaces: string | readonly string[]) {
    return (key: string, options: TextOptions = {}) => this.translate(key, { lng: language ?? undefined, ns: namespaces, ...options }, 0);
  }

  private translate(key: string, options: TextOptions, depth: number): string {
    const language = options.lng ? this.toLanguage(options.lng) : this.language;
    const separator = key.indexOf(':');
    const namespaces = separator > 0 ? [key.slice(0, separator)] : [options.ns ?? this.defaultNamespace].flat();
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const text = this.find(path, namespaces, language, options.count);
    return text === undefined ? path : this.fill(text, { ...options, lng: language, ns: namespaces }, depth);
  }

  private find(path: string, namespaces: readonly string[], language: Language, count: unknown): string | undefined {
    const languages = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
    for (const namespace of namespaces) {
      for (const each of languages) {
        const tree = this.bundles[each].get(namespace);
        if (!tree) continue;
        const plural = typeof count === 'number' ? valueAt(tree, `${path}_${this.pluralOf(each, count)}`) : undefined;
        const text = typeof plural === 'string' ? plural : valueAt(tree, path);
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }

  private pluralOf(language: Language, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  /** One pass over the text: what a value or a nested text brings in is never read again as a placeholder. */
  private fill(text: string, options: TextOptions, depth: number): string {
    return text.replace(placeholders, (whole, nested: string | undefined, name: string | undefined) => {
      if (nested !== undefined) return depth < maxNesting ? this.translate(nested.trim(), options, depth + 1) : whole;
      const path = (name as string).replace(/^-/, '').trim();
      const value = valueAt(options, path);
      // A value passed as undefined is an empty one; a value not passed leaves its placeholder.
      if (value === undefined) return Object.hasOwn(options, path) ? '' : whole;
      return value === null ? '' : String(value as string);
    });
  }
}
