import { useRef } from 'react';

/**
 * After a refused submit, the first field marked invalid gets the focus (and scrolls into view).
 * It waits a frame: the render that marks the fields comes after the submit. Put `formRef` on the form.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  return { formRef, focusFirstInvalid };
}
