import { useCallback, useMemo, useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * Form state with the validation rhythm people expect: a field is judged once it has been left
 * with something in it, or after the first submit; from then on it re-checks as you type.
 * Errors are the contract's English texts; the view translates them.
 */
export function useValidatedForm<V extends Record<string, string>>(initial: V, validate: (values: V) => FieldErrors<V>) {
  const [values, setValues] = useState<V>(initial);
  const [judged, setJudged] = useState<Set<keyof V>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});

  const computed = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => {
    const visible: FieldErrors<V> = {};
    for (const key of Object.keys(values) as (keyof V)[]) {
      const message = (submitted || judged.has(key) ? computed[key] : undefined) ?? serverErrors[key];
      if (message) visible[key] = message;
    }
    return visible;
  }, [computed, judged, serverErrors, submitted, values]);

  const setField = useCallback((name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A server verdict is about the old value; typing makes it stale.
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const blurField = useCallback(
    (name: keyof V) => {
      if (values[name] !== '') setJudged((current) => new Set(current).add(name));
    },
    [values],
  );

  /** Marks every field judged and runs `onValid` only when nothing is wrong. */
  const submit = useCallback(
    (onValid: (values: V) => void) => {
      setSubmitted(true);
      if (Object.values(computed).every((message) => !message)) onValid(values);
    },
    [computed, values],
  );

  return { values, errors, setField, blurField, submit, setServerErrors };
}
