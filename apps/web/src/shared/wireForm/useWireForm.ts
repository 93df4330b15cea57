import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { useTranslateMessage } from '../i18n';

interface WireFormOptions<V extends Record<string, string>> {
  /** Named as on the wire (invitee_email, child_name …), so server verdicts need no mapping. */
  initialValues: V;
  /** Usually contractRules(schema, …); messages are the contract's English texts. */
  validate: (values: V) => FormErrors;
}

/**
 * Mantine's useForm with the rhythm people expect and the app's languages:
 * - a field is judged once it is left with something in it, or after the first submit; from then on
 *   it is judged again as anything is typed (so the confirmation follows the password);
 * - a server verdict, put on its field with `form.setFieldError(wireName, message)`, stays until that
 *   field changes;
 * - every input gets its wire name and its error in the current language (getInputProps).
 */
export function useWireForm<V extends Record<string, string>>({ initialValues, validate }: WireFormOptions<V>): UseFormReturnType<V> {
  const translateMessage = useTranslateMessage();
  const judged = useRef<Set<string> | 'all'>(new Set());
  // What the rules said last, to tell their messages apart from a server verdict on screen.
  const ruled = useRef<FormErrors>({});

  const rules = (values: V) => {
    ruled.current = validate(values);
    return ruled.current;
  };
  const isJudged = (field: string) => judged.current === 'all' || judged.current.has(field);

  const form = useForm<V>({
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
    enhanceGetInputProps: ({ inputProps, field }) => ({
      name: field,
      error: typeof inputProps.error === 'string' ? translateMessage(inputProps.error) : inputProps.error,
      onBlur: () => {
        if (isJudged(field) || form.getValues()[field] === '') return;
        if (judged.current !== 'all') judged.current.add(field);
        refresh(form.getValues(), []);
      },
    }),
  });

  /** Judges the judged fields again; a server verdict stands until its own field changes. */
  function refresh(values: V, changed: readonly string[]) {
    const before = ruled.current;
    const now = rules(values);
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

  return { ...form, onSubmit };
}
