import { useState, type FormEvent } from 'react';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm, type FieldErrors } from '../../../shared/form/useValidatedForm';
import { addMemberFailure } from '../addMemberErrors';

interface Options<V extends Record<string, string>, F extends keyof V & string> {
  initial: V;
  validate: (values: V) => FieldErrors<V>;
  /** Which form field each server field name belongs to. */
  serverFields: Record<string, F>;
  /** The spec's wording when no field explains a failure. */
  failureText: string;
}

/**
 * What every add-a-member form shares: validated fields, the problem line above the button, and a
 * failure routed under the field it concerns. Each form supplies only its call and its next step.
 */
export function useAddMemberForm<V extends Record<string, string>, F extends keyof V & string>(options: Options<V, F>) {
  const form = useValidatedForm<V>(options.initial, options.validate);
  const field = useFieldProps(form);
  const [problem, setProblem] = useState<string | null>(null);

  const onError = (error: unknown) => {
    const failure = addMemberFailure(error, options.serverFields, options.failureText);
    form.setServerErrors(failure.fields as FieldErrors<V>);
    setProblem(failure.message);
  };

  /** A submit handler that runs `send` with the values once they are valid. */
  const submitWith = (send: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.submit(send);
  };

  return { field, problem, onError, submitWith };
}
