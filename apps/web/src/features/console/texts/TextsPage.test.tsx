import type { TextEntry } from '@t1d/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetServerTexts } from '../../../shared/i18n/serverTexts';
import { answer, refuse, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { TextsPage, type TextPlaces } from './TextsPage';

vi.mock('../../../shared/i18n/serverTexts', () => ({ forgetServerTexts: vi.fn() }));

const entry = (id: number, text_key: string, en: string, zh: string, edited = false): TextEntry => ({
  id,
  text_key,
  section: text_key.startsWith('auth.') ? 'signup' : text_key.split('.')[0]!,
  element_type: 'text',
  en,
  zh,
  edited,
});
const texts = [
  entry(1, 'auth.header.hello', 'Hello!', '你好！'),
  entry(2, 'home.editName', '{{name}}, edit your name', '{{name}}，修改你的名字'),
  entry(3, 'home.greeting.morning', 'Good Morning', '早上好', true),
  entry(4, 'common.appName', 'T1D Family', 'T1D 家庭'),
];
const places: TextPlaces = { common: 'everywhere', auth: ['/signup'], home: ['/home', '/fitness/:type/:color'] };

function console_(extra: Parameters<typeof stubCommands>[0] = {}) {
  return stubCommands({ 'ParentTextHandler.getAllTexts': () => answer('ParentTextHandler.getAllTexts', texts), ...extra });
}

const card = (key: string) => screen.getByRole('listitem', { name: key });

afterEach(() => vi.unstubAllGlobals());

describe('the texts of the console', () => {
  it('finds a text by key or wording in either language, and says where it shows', async () => {
    console_();
    renderWithProviders(<TextsPage places={places} />);
    expect(await screen.findByText('4 texts')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '早上' } });
    expect(screen.getByText('1 text')).toBeTruthy();
    expect(within(card('home.greeting.morning')).getByText('Shown on /home, /fitness/:type/:color')).toBeTruthy();
    expect(within(card('home.greeting.morning')).getByText('Changed')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'APPNAME' } });
    expect(within(card('common.appName')).getByText('Shown on every screen (the frame, messages and alerts)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Changed by the clinic only' }));
    expect(screen.getByText('1 text')).toBeTruthy();
  });

  it('saves both languages of one text, and then the app reads its texts again', async () => {
    const sent = console_({
      'ParentTextHandler.updateText': () => answer('ParentTextHandler.updateText', { ...texts[0]!, edited: true }),
    });
    renderWithProviders(<TextsPage places={places} />);
    const hello = await screen.findByRole('listitem', { name: 'auth.header.hello' });
    fireEvent.change(within(hello).getByRole('textbox', { name: 'English' }), { target: { value: 'Welcome!' } });
    fireEvent.change(within(hello).getByRole('textbox', { name: 'Chinese' }), { target: { value: '欢迎！' } });
    fireEvent.click(within(hello).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((body) => body.cmd === 'ParentTextHandler.updateText')).toHaveLength(2));
    expect(sent.filter((body) => body.cmd === 'ParentTextHandler.updateText').map(({ id, text, lang }) => ({ id, text, lang }))).toEqual([
      { id: 1, text: 'Welcome!', lang: 'en' },
      { id: 1, text: '欢迎！', lang: 'zh' },
    ]);
    await waitFor(() => expect(forgetServerTexts).toHaveBeenCalled());
  });

  it('holds back a save that drops a placeholder, and says which', async () => {
    console_();
    renderWithProviders(<TextsPage places={places} />);
    const name = await screen.findByRole('listitem', { name: 'home.editName' });
    fireEvent.change(within(name).getByRole('textbox', { name: 'English' }), { target: { value: 'Edit your name' } });
    expect(within(name).getByText('Keep {{name}}: the app puts a value there.')).toBeTruthy();
    expect((within(name).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves every edit at once, one request per language', async () => {
    const sent = console_({
      'ParentTextHandler.bulkUpdateTexts': () => answer('ParentTextHandler.bulkUpdateTexts', []),
    });
    renderWithProviders(<TextsPage places={places} />);
    fireEvent.change(within(await screen.findByRole('listitem', { name: 'auth.header.hello' })).getByRole('textbox', { name: 'English' }), {
      target: { value: 'Hi!' },
    });
    fireEvent.change(within(card('common.appName')).getByRole('textbox', { name: 'Chinese' }), { target: { value: 'T1D 之家' } });
    fireEvent.change(within(card('home.greeting.morning')).getByRole('textbox', { name: 'English' }), { target: { value: 'Morning!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 changes' }));
    await waitFor(() => expect(sent.filter((body) => body.cmd === 'ParentTextHandler.bulkUpdateTexts')).toHaveLength(2));
    const bulk = sent.filter((body) => body.cmd === 'ParentTextHandler.bulkUpdateTexts');
    expect(bulk.map(({ updates, lang }) => ({ updates, lang }))).toEqual([
      {
        updates: [
          { id: 1, text: 'Hi!' },
          { id: 3, text: 'Morning!' },
        ],
        lang: 'en',
      },
      { updates: [{ id: 4, text: 'T1D 之家' }], lang: 'zh' },
    ]);
  });

  it('adds a text of its own, and shows why a key was refused', async () => {
    const sent = console_({ 'ParentTextHandler.addNewText': () => refuse('text_key_taken') });
    renderWithProviders(<TextsPage places={places} />);
    const form = await screen.findByRole('region', { name: 'Add a text' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Key/ }), { target: { value: 'home.greeting.morning' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /English/ }), { target: { value: 'Hi' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /Section/ }), { target: { value: 'home' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add text' }));
    expect(await within(form).findByText('A text with this key already exists')).toBeTruthy();
    expect(sent.find((body) => body.cmd === 'ParentTextHandler.addNewText')).toMatchObject({
      section: 'home',
      textKey: 'home.greeting.morning',
      lang: 'en',
    });
  });

  it('tells a parent the console is for operators', async () => {
    stubCommands({ 'ParentTextHandler.getAllTexts': () => refuse('operator_required') });
    renderWithProviders(<TextsPage places={places} />);
    expect(await screen.findByRole('alert', { name: 'Operator role required' })).toBeTruthy();
  });
});
