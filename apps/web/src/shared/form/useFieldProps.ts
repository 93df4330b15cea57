import type { FieldErrors } from './useValidatedForm';
import { useTranslateMessage } from '../i18n';

interface FormLike<V extends Record<string, string>> {
  values: V;
  errors: FieldErrors<V>;
  setField: (name: keyof V, value: string) => void;
  blurField: (name: keyof V) => void;
}

/** Wires one text field to the form: value, change, blur and its translated error under it. */
export function useFieldProps<V extends Record<string, string>>(form: FormLike<V>) {
  const translateMessage = useTranslateMessage();
  return (name: keyof V & string) => {
    const error = form.errors[name];
    return {
      name,
      value: form.values[name],
      onChange: (event: { currentTarget: { value: string } }) => form.setField(name, event.currentTarget.value),
      onBlur: () => form.blurField(name),
      error: error ? translateMessage(error) : undefined,
    };
  };
}

/** What one `field(name)` call spreads onto a text input. */
export type FieldProps = ReturnType<ReturnType<typeof useFieldProps>>;
