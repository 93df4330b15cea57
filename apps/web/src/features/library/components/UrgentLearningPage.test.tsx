import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEmergencyNumbers } from '../../../shared/emergency/emergencyNumbers';
import { articleRead, keepUrgentLearning } from '../../../shared/emergency/urgentLearning';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { appGlobal } from '../../../test/emergency';
import { anItem, detailOf } from '../../../test/library';
import { UrgentLearningPage } from './UrgentLearningPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.dispatchEvent(new Event('online'));
});

const articles = [
  anItem({ id: 1, slug: 'hypoglycaemia', title: 'Low blood glucose', urgent: true }),
  anItem({ id: 2, slug: 'severe-hypo-glucagon', title: 'A severe low', urgent: true }),
  anItem({ id: 6, slug: 'first-weeks', title: 'The first weeks' }),
  anItem({ id: 13, slug: 'screening', title: 'Screening' }),
];

/** The library's server for this page; lesson plan `done` flips when the family is paid for it. */
function stubLibrary(donePlans: number[] = []) {
  const done = new Set(donePlans);
  const plans = () => [
    anItem({ id: 20, slug: 'spotting-a-low', title: 'Body detectives', kind: 'lesson_plan', ages: '4-7', minutes: 15, done: done.has(20) }),
    anItem({ id: 21, slug: 'my-kit-my-job', title: 'My kit, my job', kind: 'lesson_plan', ages: '8-12', minutes: 20, done: done.has(21) }),
  ];
  return stubCommands({
    'ContentApi.list': (body) => {
      if (body.kind === 'lesson_plan') return answer('ContentApi.list', { list: plans() });
      return answer('ContentApi.list', { list: body.urgent_only ? articles.filter((a) => a.urgent) : articles });
    },
    'ContentApi.get': (body) => {
      const item = [...plans(), ...articles].find((p) => p.slug === body.slug)!;
      return answer('ContentApi.get', detailOf(item, '## What your child learns\n\nHow a low feels.'));
    },
    'GmsParent.getAppData': () => answer('GmsParent.getAppData', appGlobal()),
    'ParentCoinsHandler.award_lesson_plan_coin': (body) => {
      const id = body.lesson_plan_id as number;
      const paid = done.has(id) ? 0 : 10;
      done.add(id);
      return answer('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_reward_coins: paid });
    },
  });
}

describe('urgent learning', () => {
  it('puts the emergency call and the urgent set first, then the other articles', async () => {
    const sent = stubLibrary();
    renderWithProviders(<UrgentLearningPage />, { path: '/urgent-learning' });
    expect(screen.getByText('In an emergency, call emergency services now')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Call 112' })).getAttribute('href')).toBe('tel:112');
    const urgentSet = screen.getByRole('region', { name: "When it's urgent" });
    const link = await within(urgentSet).findByRole('link', { name: 'Low blood glucose' });
    expect(link.getAttribute('href')).toBe('/article/hypoglycaemia');
    expect(
      within(urgentSet)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Low blood glucose', 'A severe low']);

    const all = screen.getByRole('region', { name: 'All articles' });
    expect(all.id).toBe('all-articles');
    await waitFor(() =>
      expect(
        within(all)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['The first weeks', 'Screening']),
    );
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cmd: 'ContentApi.list', kind: 'article', urgent_only: true }),
        expect.objectContaining({ cmd: 'ContentApi.list', kind: 'article', urgent_only: false }),
        expect.objectContaining({ cmd: 'ContentApi.list', kind: 'lesson_plan' }),
      ]),
    );
  });

  it('offline, opens with the urgent set and the call for help that another page kept, each article too (ADR 0064)', async () => {
    const sent = stubLibrary();
    const queryClient = testQueryClient();
    // What every signed-in page keeps once the red flags have answered (keepRedFlagsAtHand).
    keepEmergencyNumbers(queryClient);
    void keepUrgentLearning(queryClient);
    await waitFor(() => expect(sent.filter((body) => body.cmd === 'ContentApi.get')).toHaveLength(2));
    expect(sent.map((body) => [body.cmd, body.slug ?? body.urgent_only ?? null])).toEqual([
      ['GmsParent.getAppData', null],
      ['ContentApi.list', true],
      ['ContentApi.get', 'hypoglycaemia'],
      ['ContentApi.get', 'severe-hypo-glucagon'],
    ]);
    // Kept, then invalidated as the next start restores them; a second keeping asks nothing.
    void keepUrgentLearning(queryClient);
    await queryClient.invalidateQueries({ refetchType: 'none' });
    act(() => window.dispatchEvent(new Event('offline')));

    renderWithProviders(<UrgentLearningPage />, { path: '/urgent-learning', client: queryClient });
    expect((await screen.findByRole('link', { name: 'Call 112' })).getAttribute('href')).toBe('tel:112');
    const urgentSet = screen.getByRole('region', { name: "When it's urgent" });
    expect(
      within(urgentSet)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/article/hypoglycaemia', '/article/severe-hypo-glucagon']);
    // What no page kept says so in place: the rest of the library, the lesson plans.
    expect(await within(screen.getByRole('region', { name: 'All articles' })).findByTestId('not-available-offline')).toBeTruthy();
    expect(queryClient.getQueryData(articleRead('hypoglycaemia').queryKey)?.body).toContain('How a low feels.');
    expect(sent).toHaveLength(4);
  });

  it('pays for a lesson plan done together once, with the 3 s coin overlay, then shows it done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubLibrary();
    renderWithProviders(<UrgentLearningPage />, { path: '/urgent-learning' });
    const lessons = screen.getByRole('region', { name: 'Lesson plans' });
    expect(lessons.id).toBe('lesson-plans');
    const control = await within(lessons).findByRole('button', { name: /Body detectives/ });
    expect(control.textContent).toContain('Ages 4-7');
    expect(control.textContent).toContain('15 min');
    fireEvent.click(control);

    expect(await within(lessons).findByRole('heading', { name: 'What your child learns' })).toBeTruthy();
    expect(sent).toContainEqual(expect.objectContaining({ cmd: 'ContentApi.get', kind: 'lesson_plan', slug: 'spotting-a-low' }));
    expect(await within(lessons).findByText('Doing it together earns your family 10 coins, once per lesson plan.')).toBeTruthy();
    fireEvent.click(within(lessons).getByRole('button', { name: 'We did this together' }));

    expect(await screen.findByText('You earned 10 coins!')).toBeTruthy();
    // The reward's overlay stays 3 s, not the task's 2 s.
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.queryByText('You earned 10 coins!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('You earned 10 coins!')).toBeNull();

    expect(await within(lessons).findByText('You did this one together.')).toBeTruthy();
    expect(within(lessons).queryByRole('button', { name: 'We did this together' })).toBeNull();
    expect(sent.filter((body) => body.cmd === 'ParentCoinsHandler.award_lesson_plan_coin')).toEqual([
      expect.objectContaining({ lesson_plan_id: 20 }),
    ]);
  });

  it('shows a plan the family already did as done, with nothing to pay', async () => {
    const sent = stubLibrary([21]);
    renderWithProviders(<UrgentLearningPage />, { path: '/urgent-learning' });
    const control = await screen.findByRole('button', { name: /My kit, my job/ });
    expect(within(control).getByText('Done')).toBeTruthy();
    fireEvent.click(control);
    expect(await screen.findByText('You did this one together.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'We did this together' })).toBeNull();
    expect(sent.some((body) => body.cmd === 'ParentCoinsHandler.award_lesson_plan_coin')).toBe(false);
  });
});
