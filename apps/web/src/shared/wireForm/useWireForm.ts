import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { useTranslateMessage } from '../i18n';
import { readyRules, type LazyRules, type Rules } from './lazyRules';

interface WireFormOptions<V extends Record<string, string>> {
  /** Named as on the wire (invitee_email, child_name …), so server verdicts need no mapping. */
  initialValues: V;
  /**
   * Usually contractRules(schema, …), fetched with lazyRules so zod comes with the form's first use;
   * messages are the contract's English texts.
   */
  validate: Rules<V> | LazyRules<V>;
}

/**
 * Mantine's useForm with the rhythm people expect and the app's languages:
 * - a field is judged once it is left with something in it, or after the first submit; from then on
 *   it is judged again as anything is typed (so the confirmation follows the password);
 * - a server verdict, put on its field with `form.setFieldError(wireName, message)`, stays until that
 *   field changes;
 * - every input gets its wire name and its error in the current language (getInputProps);
 * - lazy rules are fetched when a field is first focused; judging or submitting before they are in
 *   waits for them.
 */
export function useWireForm<V extends Record<string, string>>({ initialValues, validate }: WireFormOptions<V>): UseFormReturnType<V> {
  const translateMessage = useTranslateMessage();
  const source = typeof validate === 'function' ? readyRules(validate) : validate;
  const judged = useRef<Set<string> | 'all'>(new Set());
  // What the rules said last, to tell their messages apart from a server verdict on screen.
  const ruled = useRef<FormErrors>({});
  const judge = (rules: Rules<V> | null, values: V) => {
    ruled.current = rules ? rules(values) : {};
    return ruled.current;
  };
  const rules = (values: V): FormErrors | Promise<FormErrors> =>
    source.current ? judge(source.current, values) : source.load().then((loaded) => judge(loaded, values));
  const isJudged = (field: string) => judged.current === 'all' || judged.current.has(field);
  const form = useForm<V, V, FormErrors | Promise<FormErrors>>({
    mode: 'controlled',
    initialValues,
    validate: rules,
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      refresh(
        values,
        Object.keys(values).filter((field) => values[field] !== previous[field]),
      );
    },
    enhanceGetInputProps: ({ inputProps, field }) => {
      // Mantine's own (it marks the field touched); the props object is about to take ours.
      const markTouched = inputProps.onFocus as ((event: unknown) => void) | undefined;
      return {
        name: field,
        error: typeof inputProps.error === 'string' ? translateMessage(inputProps.error) : inputProps.error,
        onFocus: (event: unknown) => {
          markTouched?.(event);
          void source.load();
        },
        onBlur: () => {
          if (isJudged(field) || form.getValues()[field] === '') return;
          if (judged.current !== 'all') judged.current.add(field);
          refresh(form.getValues(), []);
        },
      };
    },
  });

  /** Judges the judged fields again; a server verdict stands until its own field changes. */
  function refresh(values: V, changed: readonly string[]) {
    if (!source.current) {
      // Nothing is judged before the rules are in; once they are, judge what changed meanwhile.
      void source.load().then((loaded) => loaded && refresh(form.getValues(), changed));
      return;
    }
    const before = ruled.current;
    const now = judge(source.current, values);
    form.setErrors((current) => {
      const next: FormErrors = {};
      for (const field of Object.keys(values)) {
        const shown = current[field];
        const verdict = shown !== undefined && shown !== before[field] && !changed.includes(field) ? shown : undefined;
        next[field] = (isJudged(field) ? now[field] : undefined) ?? verdict;
      }
      return next;
    });
  }

  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) => (event) => {
    judged.current = 'all';
    form.onSubmit(handleSubmit, handleValidationFailure)(event);
  };
  return { ...form, onSubmit } as UseFormReturnType<V>;
}
