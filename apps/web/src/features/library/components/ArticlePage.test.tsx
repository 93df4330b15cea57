import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '../../../shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { answer, refuse, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { anItem, detailOf } from '../../../test/library';
import { ArticlePage } from './ArticlePage';

afterEach(() => vi.unstubAllGlobals());

const hypo = anItem({ id: 1, slug: 'hypoglycaemia', title: 'Low blood glucose', urgent: true, summary: 'What to do right now.' });
const sickDays = anItem({ id: 4, slug: 'sick-days', title: 'Sick days', urgent: true });
const feelings = anItem({ id: 12, slug: 'feelings', title: 'Feelings' });
const articles = {
  hypoglycaemia: detailOf(
    hypo,
    '> Unconscious? Call emergency services.\n\n## Do this now\n\nGive **15 g** of sugar. See [sick days](/article/sick-days).',
    'ISPAD 2022, hypoglycaemia; ADA Standards of Care 2025, section 6',
  ),
  'sick-days': detailOf(sickDays, 'Never stop basal insulin.'),
  feelings: detailOf(feelings, 'It is normal to feel worried.'),
} as const;

function showArticle(slug: string) {
  const sent = stubCommands({
    'ContentApi.get': (body) => {
      const article = articles[body.slug as keyof typeof articles];
      return article ? answer('ContentApi.get', article) : refuse('not_found');
    },
  });
  renderWithProviders(
    <Routes>
      <Route path={paths.article.pattern} element={<ArticlePage />} />
    </Routes>,
    { path: paths.article(slug) },
  );
  return sent;
}

describe('an article', () => {
  it('shows the title, the urgent badge, the body, what it is based on and the care-team line', async () => {
    const sent = showArticle('hypoglycaemia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Low blood glucose' })).toBeTruthy();
    expect(sent[0]).toMatchObject({ cmd: 'ContentApi.get', kind: 'article', slug: 'hypoglycaemia' });
    expect(screen.getByText('What to do right now.')).toBeTruthy();
    const article = screen.getByRole('article', { name: 'Low blood glucose' });
    expect(within(article).getByText('Urgent')).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Do this now' })).toBeTruthy();
    expect(within(article).getByText('15 g').tagName).toBe('STRONG');

    const sources = screen.getByRole('region', { name: 'Based on' });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ISPAD 2022, hypoglycaemia', 'ADA Standards of Care 2025, section 6']);
    expect(
      screen.getByText(
        "This article is general information. It does not replace your child's care team: follow your care plan and ask them when you are unsure.",
      ),
    ).toBeTruthy();
    // An urgent article leads back to the urgent set.
    expect(screen.getByRole('link', { name: 'Back to urgent learning' }).getAttribute('href')).toBe('/urgent-learning');
    expect(screen.getByRole('link', { name: 'All urgent topics' }).getAttribute('href')).toBe('/urgent-learning');
  });

  it('follows a link in the body inside the app', async () => {
    const sent = showArticle('hypoglycaemia');
    const link = await screen.findByRole('link', { name: 'sick days' });
    expect(link.getAttribute('href')).toBe('/article/sick-days');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sick days' })).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ cmd: 'ContentApi.get', kind: 'article', slug: 'sick-days' });
  });

  it('leads a non-urgent article back to the whole library', async () => {
    showArticle('feelings');
    await screen.findByRole('heading', { level: 1, name: 'Feelings' });
    expect(screen.queryByText('Urgent')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the library' }).getAttribute('href')).toBe('/urgent-learning#all-articles');
  });

  it('says plainly when the article does not exist, with a way back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    showArticle('no-such-article');
    expect(await screen.findByText('Article not found')).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'Back to the library' });
    expect(back.every((link) => link.getAttribute('href') === '/urgent-learning#all-articles')).toBe(true);
    error.mockRestore();
  });

  it('asks nothing for an address that cannot name an article', async () => {
    const sent = showArticle('Not A Slug');
    expect(await screen.findByText('Article not found')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says the care-team line in Chinese to a Chinese reader', async () => {
    await i18n.changeLanguage('zh');
    showArticle('feelings');
    expect(await screen.findByText('本文为一般性信息，不能代替孩子的医护团队：请按照护理计划执行，有疑问时请咨询他们。')).toBeTruthy();
    expect(screen.getByRole('region', { name: '参考依据' })).toBeTruthy();
  });
});
