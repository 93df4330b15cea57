import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import classes from '../console.module.css';

/** Whether families see an item, and the words for showing or hiding it (a gift is offered or withdrawn). */
interface Visibility {
  shown: boolean;
  /** The badge's words while shown, and the button's to show it and to hide it. */
  shownLabel: string;
  showLabel: string;
  hideLabel: string;
}

interface EditorActionsProps {
  /** The saved item's visibility; null for a new one, which is saved hidden first. */
  visibility: Visibility | null;
  changed: boolean;
  saving: boolean;
  toggling: boolean;
  onToggle: () => void;
}

/**
 * The editor's sticky footer: the item's status, unsaved edits, and Save. Showing or hiding waits for
 * the edits to be saved, so families only ever see saved words.
 */
export function EditorActions({ visibility, changed, saving, toggling, onToggle }: EditorActionsProps) {
  const { t } = useTranslation('console');
  return (
    <Group className={classes.actionBar} gap="sm" justify="space-between">
      <Group gap="xs">
        {visibility && (
          <Badge color={visibility.shown ? 'primary' : 'gray'} variant="light">
            {visibility.shown ? visibility.shownLabel : t('content.status.hidden')}
          </Badge>
        )}
        {changed && (
          <Text size="sm" c="dimmed">
            {t('content.unsaved')}
          </Text>
        )}
      </Group>
      <Group gap="xs">
        {visibility && (
          <Button variant="light" onClick={onToggle} loading={toggling} disabled={changed}>
            {visibility.shown ? visibility.hideLabel : visibility.showLabel}
          </Button>
        )}
        <Button type="submit" loading={saving} disabled={!changed}>
          {t('content.save')}
        </Button>
      </Group>
    </Group>
  );
}

interface RowActionsProps {
  title: string;
  shown: boolean;
  /** The button's words to show and to hide, and the same naming the item, for screen readers. */
  labels: { show: string; hide: string; showOf: string; hideOf: string };
  editPath: string;
  toggling: boolean;
  onToggle: () => void;
}

/**
 * A listed item's two actions: show or hide it, or open its editor. Hiding takes what families read
 * away from all of them at once, so a tap in a long list asks first.
 */
export function RowActions({ title, shown, labels, editPath, toggling, onToggle }: RowActionsProps) {
  const { t } = useTranslation('console');
  const [asking, setAsking] = useState(false);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        loading={toggling}
        onClick={() => (shown ? setAsking(true) : onToggle())}
        aria-label={shown ? labels.hideOf : labels.showOf}
      >
        {shown ? labels.hide : labels.show}
      </Button>
      <ConfirmModal
        opened={asking}
        title={t('content.confirmHide.title', { title })}
        failure={null}
        cancelLabel={t('content.confirmHide.cancel')}
        confirmLabel={labels.hide}
        confirmColor="danger"
        pending={false}
        onConfirm={() => {
          setAsking(false);
          onToggle();
        }}
        onClose={() => setAsking(false)}
      >
        {t('content.confirmHide.body')}
      </ConfirmModal>
      <Button size="xs" component={Link} to={editPath} aria-label={t('content.editOf', { title })}>
        {t('content.edit')}
      </Button>
    </Group>
  );
}
