import type { OperatorContentItem } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '../../../shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { ContentEditorPage } from './ContentEditorPage';
import { ContentPage } from './ContentPage';

const words = { title: 'Night lows', summary: 'What to do at night', body: '## Check first\n\n- Test at 3 am', sources: 'ISPAD 2022' };
const saved: OperatorContentItem = {
  id: 41,
  kind: 'article',
  slug: 'night-lows',
  position: 0,
  urgent: false,
  category: null,
  duration_seconds: null,
  video_url: null,
  ages: null,
  minutes: null,
  en: words,
  zh: { ...words, title: '夜间低血糖', summary: '夜里怎么办', body: '## 先检查\n\n- 凌晨三点测血糖' },
  published: false,
  from_files: false,
  updated_at: 1_700_000_000,
};

function stub() {
  return stubCommands({
    'OperatorContentHandler.saveItem': () => answer('OperatorContentHandler.saveItem', saved),
    'OperatorContentHandler.getItem': () => answer('OperatorContentHandler.getItem', saved),
    'OperatorContentHandler.setPublished': () => answer('OperatorContentHandler.setPublished', { ...saved, published: true }),
    'OperatorContentHandler.listItems': () =>
      answer('OperatorContentHandler.listItems', {
        list: [{ ...saved, published: true, title: saved.en.title, title_zh: saved.zh.title, en: undefined, zh: undefined } as never],
        total: 1,
        page: 1,
        per_page: 20,
      }),
  });
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/content/:section" element={<ContentPage />} />
      <Route path="/admin/content/:section/:id" element={<ContentEditorPage />} />
    </Routes>,
    { path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the content editor', () => {
  it('holds back a new article with problems, previews both languages as typed, saves it hidden, then publishes it', async () => {
    const sent = stub();
    renderAt('/admin/content/articles/new');
    const english = screen.getByRole('group', { name: 'English' });
    const chinese = screen.getByRole('group', { name: 'Chinese' });
    fireEvent.change(screen.getByRole('textbox', { name: /Address name/ }), { target: { value: 'night-lows' } });
    fireEvent.change(within(english).getByRole('textbox', { name: /Title/ }), { target: { value: words.title } });
    fireEvent.change(within(english).getByRole('textbox', { name: /Summary/ }), { target: { value: words.summary } });
    fireEvent.change(within(english).getByRole('textbox', { name: /^Text/ }), { target: { value: 'See <b>this</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('HTML is not allowed: use the text formatting described above')).toBeTruthy();
    expect(within(chinese).getAllByText('A title is required')).toHaveLength(1);
    expect(sent.some((body) => body.cmd === 'OperatorContentHandler.saveItem')).toBe(false);

    fireEvent.change(within(english).getByRole('textbox', { name: /^Text/ }), { target: { value: words.body } });
    fireEvent.change(within(chinese).getByRole('textbox', { name: /Title/ }), { target: { value: saved.zh.title } });
    fireEvent.change(within(chinese).getByRole('textbox', { name: /Summary/ }), { target: { value: saved.zh.summary } });
    fireEvent.change(within(chinese).getByRole('textbox', { name: /^Text/ }), { target: { value: saved.zh.body } });
    const preview = await screen.findByRole('region', { name: 'Chinese preview' });
    expect(within(preview).getByRole('heading', { name: '夜间低血糖' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: '先检查' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'English preview' })).getByText('Test at 3 am')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((body) => body.cmd === 'OperatorContentHandler.saveItem')).toMatchObject({
        kind: 'article',
        slug: 'night-lows',
        en: { title: 'Night lows', body: words.body },
        zh: { title: '夜间低血糖' },
      }),
    );
    expect(sent.find((body) => body.cmd === 'OperatorContentHandler.saveItem')).not.toHaveProperty('id');
    expect(await screen.findByText('Hidden')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(sent.find((body) => body.cmd === 'OperatorContentHandler.setPublished')).toMatchObject({ id: 41, published: true }),
    );
    expect(await screen.findByText('Published')).toBeTruthy();
  });

  it('lists a section with each item in both languages, and asks before hiding a published one', async () => {
    const sent = stub();
    renderAt('/admin/content/articles');
    const row = await screen.findByRole('listitem', { name: 'Night lows' });
    expect(within(row).getByText('夜间低血糖')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit Night lows' }).getAttribute('href')).toBe('/admin/content/articles/41');
    expect(screen.getByRole('link', { name: 'Gifts' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Unpublish Night lows' }));
    const ask = await screen.findByRole('dialog', { name: 'Hide “Night lows” from families?' });
    expect(sent.some((body) => body.cmd === 'OperatorContentHandler.setPublished')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(sent.find((body) => body.cmd === 'OperatorContentHandler.setPublished')).toEqual({
        cmd: 'OperatorContentHandler.setPublished',
        id: 41,
        published: false,
      }),
    );
  });

  it('opens no editor for an item of another kind', async () => {
    stub();
    renderAt('/admin/content/products/41');
    expect(await screen.findByText('There is no such item. It may have been removed, or the link is mistyped.')).toBeTruthy();
  });
});
