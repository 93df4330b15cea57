import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { anItem, detailOf } from '../../../test/library';
import { JuiceboxPage } from './JuiceboxPage';

afterEach(() => vi.unstubAllGlobals());

/**
 * Eight episodes, the first three watched. The server lists only episodes with a video (ADR 0034); the
 * fourth's is an address this app may not play (plain http).
 */
function stubSeries() {
  const watched = new Set([1, 2, 3]);
  const episodes = () =>
    Array.from({ length: 8 }, (_, index) =>
      anItem({
        id: index + 1,
        slug: `episode-${index + 1}`,
        title: `Episode title ${index + 1}`,
        kind: 'episode',
        duration_seconds: 360 + index * 5,
        video_url: index === 3 ? 'http://videos.example.org/4.mp4' : `https://videos.example.org/${index + 1}.mp4`,
        done: watched.has(index + 1),
      }),
    );
  const sent = stubCommands({
    'ContentApi.list': () => answer('ContentApi.list', { list: episodes() }),
    'ContentApi.get': (body) => {
      const episode = episodes().find((e) => e.slug === body.slug)!;
      return answer('ContentApi.get', detailOf(episode, `## In this episode\n\nNotes of ${episode.title}.`));
    },
    'ContentApi.markEpisodeWatched': (body) => {
      watched.add(body.episode_id as number);
      return answer('ContentApi.markEpisodeWatched', { watched: watched.size, total: 8 });
    },
  });
  return sent;
}

describe('the juicebox series', () => {
  it('shows the progress, each episode in order with its length, and moves on when one is marked watched', async () => {
    const sent = stubSeries();
    renderWithProviders(<JuiceboxPage />, { path: '/juicebox' });
    expect(await screen.findByText('3 of 8 watched')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Series progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('37.5');
    // What a screen reader says of the bar: the words, not "37.5%".
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 8 watched');
    expect(sent[0]).toMatchObject({ cmd: 'ContentApi.list', kind: 'episode' });

    const controls = screen.getAllByRole('button', { name: /^Episode \d/ });
    expect(controls).toHaveLength(8);
    expect(controls[0]!.textContent).toContain('Episode title 1');
    expect(controls[0]!.textContent).toContain('Length 6:00');
    expect(within(controls[0]!).getByText('Watched')).toBeTruthy();
    expect(within(controls[3]!).queryByText('Watched')).toBeNull();

    fireEvent.click(controls[3]!);
    expect(await screen.findByText('The video could not be played here. The episode notes are below.')).toBeTruthy();
    expect(await screen.findByText('Notes of Episode title 4.')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as watched' }));
    expect(await screen.findByText('4 of 8 watched')).toBeTruthy();
    expect(sent).toContainEqual(expect.objectContaining({ cmd: 'ContentApi.markEpisodeWatched', episode_id: 4 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as watched' })).toBeNull());
  });

  it('plays an episode’s https video with controls', async () => {
    stubSeries();
    renderWithProviders(<JuiceboxPage />, { path: '/juicebox' });
    fireEvent.click(await screen.findByRole('button', { name: /Episode title 2/ }));
    const video = (await screen.findByLabelText('Video: Episode title 2')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('https://videos.example.org/2.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('says the progress in Chinese', async () => {
    await i18n.changeLanguage('zh');
    stubSeries();
    renderWithProviders(<JuiceboxPage />, { path: '/juicebox' });
    expect(await screen.findByText('已看 3 / 8 集')).toBeTruthy();
  });
});
