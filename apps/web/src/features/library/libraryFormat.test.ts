import type { TrustedProduct } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { formatDuration, groupProducts, parseId, parseSlug, playableVideo, splitSources } from './libraryFormat';

const product = (id: number, category: string | null): TrustedProduct => ({
  id,
  slug: `product-${id}`,
  title: `Product ${id}`,
  summary: '',
  category,
  explored: false,
});

describe('the library formats', () => {
  it('splits sources on English and Chinese semicolons', () => {
    expect(splitSources('ISPAD 2022; ADA 2025 ; NICE NG18')).toEqual(['ISPAD 2022', 'ADA 2025', 'NICE NG18']);
    expect(splitSources('ISPAD指南；中华医学会；')).toEqual(['ISPAD指南', '中华医学会']);
  });

  it('writes a duration as m:ss', () => {
    expect(formatDuration(375)).toBe('6:15');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(0)).toBe('0:00');
  });

  it('plays only our own files and https ones', () => {
    expect(playableVideo('/media/episode-1.mp4')).toBe('/media/episode-1.mp4');
    expect(playableVideo('https://videos.example.org/1.mp4')).toBe('https://videos.example.org/1.mp4');
    expect(playableVideo('http://videos.example.org/1.mp4')).toBeNull();
    expect(playableVideo('//videos.example.org/1.mp4')).toBeNull();
    expect(playableVideo('javascript:alert(1)')).toBeNull();
    expect(playableVideo(null)).toBeNull();
  });

  it('reads ids and slugs from addresses, and nothing else', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('1.5')).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseSlug('sick-days')).toBe('sick-days');
    expect(parseSlug('Sick Days')).toBeNull();
    expect(parseSlug(undefined)).toBeNull();
  });

  it('groups products in the catalogue’s category order, unknown ones last', () => {
    const groups = groupProducts([
      product(1, 'hypo'),
      product(2, 'monitoring'),
      product(3, 'gadgets'),
      product(4, 'hypo'),
      product(5, null),
    ]);
    expect(groups.map((group) => [group.category, group.products.map((p) => p.id)])).toEqual([
      ['monitoring', [2]],
      ['hypo', [1, 4]],
      ['other', [3, 5]],
    ]);
  });
});
