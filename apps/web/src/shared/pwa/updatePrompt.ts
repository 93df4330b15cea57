import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { i18n } from '../i18n/i18n';
import { pwaTimings } from './timings';
import { UpdatePromptMessage } from './UpdatePromptMessage';

const PROMPT_ID = 'app-update';

/**
 * With automatic updates off, a parent is told a new version is ready and chooses when to take it.
 * The prompt goes away by itself after 30 s; the new version then starts the next
 * time the app is opened.
 */
export function showUpdatePrompt(apply: () => void) {
  notifications.hide(PROMPT_ID);
  notifications.show({
    id: PROMPT_ID,
    color: 'primary',
    title: i18n.t('update.title'),
    message: createElement(UpdatePromptMessage, {
      onApply: () => {
        notifications.hide(PROMPT_ID);
        apply();
      },
    }),
    autoClose: pwaTimings.updatePromptAutoDismiss,
  });
}
