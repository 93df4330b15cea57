import { PasswordInput, type PasswordInputProps } from '@mantine/core';

interface PasswordFieldProps extends PasswordInputProps {
  /** The toggle's name; its state is told by aria-pressed, so the name stays the same. */
  toggleLabel: string;
}

/** A password input whose show/hide toggle is a real, labelled, keyboard-reachable button. */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  return <PasswordInput {...props} visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': toggleLabel }} />;
}
