import type { OperatorContentItem } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, draftProblems, saveInputOf } from './contentDraft';
import { giftDraftOf, giftInputOf, giftProblems } from './giftDraft';

const words = { title: 'Night lows', summary: 'What to do at night', body: '## Check\n\n- Test at 3 am', sources: 'ISPAD 2022' };
const episode: OperatorContentItem = {
  id: 7,
  kind: 'episode',
  slug: 'night-lows',
  position: 3,
  urgent: false,
  category: null,
  duration_seconds: 205,
  video_url: '/media/night.mp4',
  ages: null,
  minutes: null,
  en: words,
  zh: { ...words, title: '夜间低血糖', summary: '夜里怎么办' },
  published: true,
  from_files: false,
  updated_at: 1_700_000_000,
};

describe('a content draft', () => {
  it('round-trips an item: the length as m:ss in the editor, seconds on the wire', () => {
    const draft = draftOf(episode);
    expect(draft.duration).toBe('3:25');
    expect(draftProblems('episode', draft)).toEqual({});
    expect(saveInputOf('episode', draft, 7)).toEqual({
      id: 7,
      kind: 'episode',
      slug: 'night-lows',
      position: 3,
      urgent: false,
      category: null,
      duration_seconds: 205,
      video_url: '/media/night.mp4',
      ages: null,
      minutes: null,
      en: words,
      zh: episode.zh,
    });
  });

  it('finds what the contract would refuse, field by field, in each language', () => {
    const draft = {
      ...draftOf(null),
      slug: 'Night Lows',
      position: '-1',
      duration: '3:75',
      video_url: 'http://video.example/a.mp4',
      en: { ...words, title: ' ', body: 'Read [this](https://elsewhere.example)' },
      zh: { ...words, summary: '', body: '<b>粗体</b>' },
    };
    expect(draftProblems('episode', draft)).toEqual({
      slug: { key: 'content.problems.slug' },
      position: { key: 'content.problems.position' },
      duration: { key: 'content.problems.duration' },
      video_url: { key: 'content.problems.videoUrl' },
      'en.title': { key: 'content.problems.titleRequired' },
      'en.body': { key: 'content.problems.link', values: { link: 'https://elsewhere.example' } },
      'zh.summary': { key: 'content.problems.summaryRequired' },
      'zh.body': { key: 'content.problems.html' },
    });
  });

  it("checks each kind's own facts and sends another kind's empty", () => {
    const draft = { ...draftOf(null), slug: 'meter', ages: '4 to 7', minutes: '0', urgent: true, en: words, zh: words };
    expect(draftProblems('product', draft)).toEqual({ category: { key: 'content.problems.category' } });
    expect(draftProblems('lesson_plan', draft)).toEqual({
      ages: { key: 'content.problems.ages' },
      minutes: { key: 'content.problems.minutes' },
    });
    expect(draftProblems('article', { ...draft, en: { ...words, body: '\n\n' } })).toEqual({
      'en.body': { key: 'content.problems.bodyEmpty' },
    });
    const product = saveInputOf('product', { ...draft, category: 'hypo' }, undefined);
    expect(product).toMatchObject({ kind: 'product', category: 'hypo', urgent: false, ages: null, minutes: null });
    expect(product).not.toHaveProperty('id');
  });
});

describe('a gift draft', () => {
  it('checks the key, the price and the words in both languages, and sends numbers', () => {
    const empty = giftDraftOf(null);
    expect(giftProblems({ ...empty, item: 'Gold Hat', cost: '0' })).toEqual({
      item: { key: 'content.problems.giftItem' },
      cost: { key: 'content.problems.cost' },
      name: { key: 'content.problems.nameRequired' },
      name_zh: { key: 'content.problems.nameRequired' },
      description: { key: 'content.problems.descriptionRequired' },
      description_zh: { key: 'content.problems.descriptionRequired' },
    });
    const hat = {
      ...empty,
      item: 'gold_hat',
      cost: '1200',
      icon: 'hat' as const,
      name: 'Gold hat',
      name_zh: '金帽子',
      description: 'Shiny',
      description_zh: '闪亮',
    };
    expect(giftProblems(hat)).toEqual({});
    expect(giftInputOf(hat, 4)).toEqual({
      id: 4,
      item: 'gold_hat',
      cost: 1200,
      icon: 'hat',
      name: 'Gold hat',
      name_zh: '金帽子',
      description: 'Shiny',
      description_zh: '闪亮',
      position: 0,
    });
  });
});
