import { Alert, Badge, Button, Stack, Title } from '@mantine/core';
import type { ContentSummary } from '@t1d/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';
import { LibraryText } from '../../../shared/ui/LibraryText';
import { useContentItem, useMarkEpisodeWatched } from '../api/useLibrary';
import { playableVideo } from '../libraryFormat';
import { Loaded } from './Loaded';
import { SourcesBox } from './SourcesBox';

/**
 * The episode's video. The series holds only episodes with one (ADR 0034); one this browser cannot play
 * says so, and the notes below carry its content.
 */
function EpisodeVideo({ episode, onEnded }: { episode: ContentSummary; onEnded: () => void }) {
  const { t } = useTranslation('library');
  const src = playableVideo(episode.video_url);
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <Alert color="primary" variant="light" icon={<Icon name="info" />}>
        {t('juicebox.videoFailed')}
      </Alert>
    );
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- a clinic's video comes without a captions file; the episode notes below carry its content in words
    <video
      src={src}
      controls
      playsInline
      preload="metadata"
      aria-label={t('juicebox.videoLabel', { title: episode.title })}
      onEnded={onEnded}
      onError={() => setFailed(true)}
      style={{ width: '100%', borderRadius: 8, background: '#000' }}
    />
  );
}

/** One opened episode: the video, 'Mark as watched', and the episode notes. */
export function EpisodePanel({ episode }: { episode: ContentSummary }) {
  const { t } = useTranslation('library');
  const item = useContentItem('episode', episode.slug);
  const mark = useMarkEpisodeWatched();
  const serverAction = useServerAction();
  useLogFailure(item.error, 'Failed to load episode');
  useLogFailure(mark.error, 'Failed to mark episode watched');
  const watched = episode.done || item.data?.done === true;
  const markWatched = () => {
    if (!watched && !mark.isPending) mark.mutate({ episode_id: episode.id });
  };

  return (
    <Stack gap="md">
      <EpisodeVideo episode={episode} onEnded={markWatched} />
      {watched ? (
        <Badge size="lg" leftSection={<Icon name="check" size={14} />}>
          {t('juicebox.watched')}
        </Badge>
      ) : (
        <Button
          {...serverAction}
          w="fit-content"
          variant="light"
          leftSection={<Icon name="check" size={18} />}
          loading={mark.isPending}
          onClick={markWatched}
        >
          {t('juicebox.markWatched')}
        </Button>
      )}
      {mark.isError && !isSilentError(mark.error) && (
        <Alert color="danger" variant="light" role="alert" p="xs">
          {t('juicebox.markFailed')}
        </Alert>
      )}
      <Loaded query={item} loading={t('juicebox.loading')} failed={t('juicebox.loadOneFailed')} count={3} height={48}>
        {(data) => (
          <Stack gap="xs">
            <Title order={3} size="h3">
              {t('juicebox.notesTitle')}
            </Title>
            <div>
              <LibraryText source={data.body} headingLevel={3} />
            </div>
            <SourcesBox sources={data.sources} disclaimer={t('careTeam.episode')} headingOrder={4} />
          </Stack>
        )}
      </Loaded>
    </Stack>
  );
}
