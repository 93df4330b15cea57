import { Accordion, Badge, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ContentSummary } from '@t1d/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useContentList } from '../api/useLibrary';
import { formatDuration } from '../libraryFormat';
import { EpisodePanel } from './EpisodePanel';
import { Empty, Loaded } from './Loaded';

/** How far the parent is through the series, in words and as a bar. */
function SeriesProgress({ episodes }: { episodes: readonly ContentSummary[] }) {
  const { t } = useTranslation('library');
  const format = useFormat();
  const watched = episodes.filter((episode) => episode.done).length;
  const total = episodes.length;
  const percent = total === 0 ? 0 : (watched / total) * 100;
  const text = t('juicebox.progress', { watched: format.number(watched), total: format.number(total) });
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fw={700} mb="xs" role="status">
        {text}
      </Text>
      {/* The bar itself carries its name and its words: a screen reader hears "0 of 8 watched", not "0%". */}
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={percent}
          withAria={false}
          role="progressbar"
          aria-label={t('juicebox.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={text}
        />
      </Progress.Root>
    </Paper>
  );
}

/** An episode's line in the list: its number, title, length, what it is about, and a tick once watched. */
function EpisodeLine({ episode, number }: { episode: ContentSummary; number: number }) {
  const { t } = useTranslation('library');
  const format = useFormat();
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py={4}>
      <ThemeIcon variant={episode.done ? 'filled' : 'light'} radius="xl" size={36} aria-hidden>
        {episode.done ? <Icon name="check" size={20} /> : <Text fw={700}>{format.number(number)}</Text>}
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Group gap={6}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('juicebox.episode', { number: format.number(number) })}
          </Text>
          {episode.duration_seconds !== null && (
            <Text size="xs" c="dimmed">
              · {t('juicebox.duration', { duration: formatDuration(episode.duration_seconds) })}
            </Text>
          )}
          {episode.done && (
            <Badge size="xs" variant="light">
              {t('juicebox.watched')}
            </Badge>
          )}
        </Group>
        <Text fw={700}>{episode.title}</Text>
        <Text size="sm" c="dimmed">
          {episode.summary}
        </Text>
      </Stack>
    </Group>
  );
}

/** /juicebox: the video series in order, with the parent's progress; each episode opens in place. */
export function JuiceboxPage() {
  const { t } = useTranslation('library');
  const list = useContentList('episode');
  const [open, setOpen] = useState<string | null>(null);
  useLogFailure(list.error, 'Failed to load episodes');
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('juicebox.pageTitle')} intro={t('juicebox.pageIntro')} />
      <Loaded query={list} loading={t('juicebox.loading')} failed={t('juicebox.loadFailed')} count={4} height={88}>
        {(data) =>
          data.list.length === 0 ? (
            <Empty>{t('juicebox.empty')}</Empty>
          ) : (
            <>
              <SeriesProgress episodes={data.list} />
              <Accordion value={open} onChange={setOpen} variant="separated" radius="lg" order={2}>
                {data.list.map((episode, index) => (
                  <Accordion.Item key={episode.id} value={episode.slug}>
                    <Accordion.Control>
                      <EpisodeLine episode={episode} number={index + 1} />
                    </Accordion.Control>
                    <Accordion.Panel>{open === episode.slug && <EpisodePanel episode={episode} />}</Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </>
          )
        }
      </Loaded>
    </Stack>
  );
}
