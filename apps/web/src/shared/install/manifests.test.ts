import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, manifestOf } from '../i18n/i18n';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
/** A file of public/ by its address on the site. */
const file = (address: string) => path.join(publicDir, address);
const read = (address: string) => JSON.parse(readFileSync(file(address), 'utf8')) as Record<string, any>;
const en = read('/manifest.webmanifest');
const zh = read('/manifest.zh.webmanifest');

/** A manifest without its words: what both languages must share. */
function withoutWords(manifest: Record<string, any>) {
  const { name: _name, short_name: _short, description: _description, lang: _lang, screenshots, ...rest } = manifest;
  return {
    ...rest,
    screenshots: (screenshots as Record<string, string>[]).map(({ label: _label, src, ...shot }) => ({
      ...shot,
      src: src!.replace(/\.(en|zh)\.(\w+)$/, '.$2'),
    })),
  };
}

describe('the web app manifests', () => {
  it('agree on everything but the words', () => {
    expect(withoutWords(zh)).toEqual(withoutWords(en));
    expect(en.lang).toBe('en');
    expect(zh.lang).toBe('zh-CN');
    expect(zh.name).not.toBe(en.name);
    expect(zh.description).toMatch(/[\u4e00-\u9fff]/);
    zh.screenshots.forEach((shot: { label: string }) => expect(shot.label).toMatch(/[\u4e00-\u9fff]/));
  });

  it('make the app installable: standalone, in scope, icons of 192 and 512 px and a maskable one', () => {
    expect(en).toMatchObject({ id: '/', start_url: '/home', scope: '/', display: 'standalone', theme_color: '#1a6f8f' });
    const icons = en.icons as { sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const shots = en.screenshots as { form_factor: string }[];
    expect(shots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  });

  it('name files that exist', () => {
    for (const manifest of [en, zh]) {
      for (const { src } of [...manifest.icons, ...manifest.screenshots] as { src: string }[]) {
        expect(existsSync(file(src)), src).toBe(true);
      }
    }
  });

  it('the page links the manifest of the language it speaks', async () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const link = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    await i18n.changeLanguage('zh');
    expect(link()).toBe(manifestOf('zh'));
    expect(existsSync(file(link()!))).toBe(true);
    await i18n.changeLanguage('en');
    expect(link()).toBe('/manifest.webmanifest');
  });
});
