import type { FormErrors } from '@mantine/form';

/** A form's rules: its values in, a problem per field out (usually contractRules). */
export type Rules<V> = (values: V) => FormErrors;

/** Rules that come with their own chunk; `current` is null until they are there. */
export interface LazyRules<V> {
  readonly current: Rules<V> | null;
  /** Fetches them (once); null when the fetch failed, and the next call tries again. */
  load(): Promise<Rules<V> | null>;
}

/**
 * A form's rules, fetched when the form is first used rather than with its screen. The rules are
 * the contract's zod schemas, and zod weighs more than most screens: a form shows without it, and
 * useWireForm fetches the rules as a field is focused, waiting for them only if a field is judged or
 * the form submitted before they are in. `load` is a dynamic import of the module that holds them.
 */
export function lazyRules<V>(load: () => Promise<Rules<V>>): LazyRules<V> {
  let current: Rules<V> | null = null;
  let loading: Promise<Rules<V> | null> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= load().then(
        (rules) => (current = rules),
        () => {
          // Offline: the form goes on without its own checks (the server judges the same rules), and
          // the next use tries again.
          loading = null;
          return null;
        },
      );
      return loading;
    },
  };
}

/** Rules at hand from the start, for a form whose rules need no schema. */
export function readyRules<V>(rules: Rules<V>): LazyRules<V> {
  return { current: rules, load: () => Promise.resolve(rules) };
}
