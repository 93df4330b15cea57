import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { errorsOnFields, isApiError } from '../../../shared/api';
import { useFocusFirstInvalid } from '../../../shared/ui/useFocusFirstInvalid';
import { consoleMessage } from '../serverMessages';
import type { Problem } from './contentDraft';

interface ContentFormOptions<Item, Draft, Field extends string> {
  /** The saved item the editor opens on; null for a new one. */
  item: Item | null;
  draftOf: (item: Item | null) => Draft;
  problemsOf: (draft: Draft) => Partial<Record<Field, Problem>>;
  /** The fields the form shows, by the names the server's verdicts use. */
  fields: readonly Field[];
  /** Verdicts on a wire name the form shows under another. */
  wireNames?: Readonly<Record<string, Field>>;
  /** The last save's failure, whose verdicts land on their fields. */
  saveError: unknown;
}

/**
 * An editor's draft beside the item as last saved: whether it changed, each field's problem (its own
 * once a save was tried, else the server's verdict), and what a save does to both.
 */
export function useContentForm<Item, Draft, Field extends string>(options: ContentFormOptions<Item, Draft, Field>) {
  const { item, draftOf, problemsOf, fields, wireNames = {}, saveError } = options;
  const { t } = useTranslation('console');
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [saved, setSaved] = useState(item);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [checked, setChecked] = useState(false);
  const problems = problemsOf(draft);
  const verdicts = isApiError(saveError)
    ? saveError.errors.map((error) => ({ ...error, field: wireNames[error.field] ?? error.field }))
    : [];
  const onFields = errorsOnFields(verdicts, fields);

  return {
    formRef,
    saved,
    setSaved,
    draft,
    setDraft,
    changed: JSON.stringify(draft) !== JSON.stringify(draftOf(saved)),
    errorOf: (field: Field): string | undefined => {
      const problem = checked ? problems[field] : undefined;
      if (problem) return t(problem.key as never, problem.values);
      const verdict = onFields[field];
      return verdict === undefined ? undefined : consoleMessage(verdict);
    },
    /** Marks the problems for a save; false (and the first one focused) when there are any. */
    readyToSave: (): boolean => {
      setChecked(true);
      if (Object.keys(problems).length === 0) return true;
      focusFirstInvalid();
      return false;
    },
    /** The saved item becomes the draft's baseline, as the server wrote it. */
    onSaved: (result: Item) => {
      setSaved(result);
      setDraft(draftOf(result));
      setChecked(false);
      notifications.show({ color: 'primary', message: t('content.saved') });
    },
  };
}
