import type { Task } from '@t1d/contract';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { toLocale, type Locale } from '../../../shared/i18n';
import { Modal } from '../../../shared/ui/Modal';

/** Our own clips in /media/ carry captions beside them (name.en.vtt, name.zh.vtt); others have none. */
function captionsFor(content: string, locale: Locale): string | undefined {
  const match = /^(\/media\/[\w-]+)\.(mp4|webm)$/.exec(content);
  return match ? `${match[1]}.${locale}.vtt` : undefined;
}

interface TaskVideoModalProps {
  task: Task | null;
  /** The video played to its end: the task is done. */
  onEnded: () => void;
  onClose: () => void;
}

/** A video task plays here; only its real end counts, closing early earns nothing. */
export function TaskVideoModal({ task, onEnded, onClose }: TaskVideoModalProps) {
  const { t, i18n } = useTranslation('tasks');
  const format = useFormat();
  const locale = toLocale(i18n.language);
  const captions = task ? captionsFor(task.content, locale) : undefined;

  const failed = () => {
    // A video that cannot load closes its modal.
    onClose();
    notifications.show({ color: 'danger', message: t('video.failed') });
  };

  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title={task?.name}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      {task && (
        <>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- our own clips get their captions track below; a video a parent links to elsewhere has none to offer */}
          <video
            src={task.content}
            controls
            autoPlay
            playsInline
            onEnded={onEnded}
            onError={failed}
            aria-label={t('video.label', { name: task.name })}
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
          >
            {captions && <track kind="captions" src={captions} srcLang={locale} label={t('video.captions')} default />}
          </video>
          <Text size="sm" c="dimmed" mt="xs">
            {t('video.hint', { count: task.coin_amount, formatted: format.number(task.coin_amount) })}
          </Text>
        </>
      )}
    </Modal>
  );
}
