import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocale } from '../../../shared/i18n';
import { useSwipeToClose } from './useSwipeToClose';
import { Modal } from '../../../shared/ui/Modal';

// The server may redirect the mp4 to a configured INTRO_VIDEO_URL; the bundled webm is the fallback.
const INTRO_VIDEO_URL = '/media/ceo-intro.mp4';
const INTRO_VIDEO_FALLBACK = '/media/ceo-intro.webm';

interface IntroVideoModalProps {
  opened: boolean;
  onClose: () => void;
}

export function IntroVideoModal({ opened, onClose }: IntroVideoModalProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const swipe = useSwipeToClose(onClose);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('modal.videoTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      // Only while dragging: Mantine's own open/close transition owns the transform otherwise.
      styles={{ content: swipe.offset ? { transform: `translateY(${swipe.offset}px)`, transition: 'none' } : {} }}
    >
      <div {...swipe.handlers}>
        {failed ? (
          <Text role="alert">{t('video.unavailable')}</Text>
        ) : (
          <video controls playsInline preload="metadata" style={{ width: '100%', borderRadius: 8, background: '#000' }}>
            <source src={INTRO_VIDEO_URL} type="video/mp4" />
            {/* Sources fail one by one; only when the last one fails is there nothing to play. */}
            <source src={INTRO_VIDEO_FALLBACK} type="video/webm" onError={() => setFailed(true)} />
            <track kind="captions" src={`/media/ceo-intro.${locale}.vtt`} srcLang={locale} label={t('video.captions')} default />
          </video>
        )}
        {swipe.enabled && (
          <Text size="sm" c="dimmed" ta="center" mt="xs">
            {t('video.swipeHint')}
          </Text>
        )}
      </div>
    </Modal>
  );
}
