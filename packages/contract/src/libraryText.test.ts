import { describe, expect, test } from 'vitest';
import { libraryTextProblem, parseLibraryText } from './libraryText.js';

describe('parseLibraryText', () => {
  test('reads headings, paragraphs, lists, callouts, bold and app links', () => {
    const blocks = parseLibraryText(
      '## Now\n\n> **Call** now.\n\nA [low](/article/hypoglycaemia) is\nserious.\n\n- one\n- two\n\n1. first\n2. second\n\n[out](https://x.example)',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, spans: [{ text: 'Now' }] },
      { type: 'callout', spans: [{ text: 'Call', bold: true }, { text: ' now.' }] },
      { type: 'paragraph', spans: [{ text: 'A ' }, { text: 'low', href: '/article/hypoglycaemia' }, { text: ' is serious.' }] },
      { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] },
      { type: 'paragraph', spans: [{ text: 'out' }] },
    ]);
  });

  test('names what an editor must fix', () => {
    expect(libraryTextProblem('fine')).toBeNull();
    expect(libraryTextProblem('[x](//evil.example)')).toMatch(/own pages/);
    expect(libraryTextProblem('<script>alert(1)</script>')).toMatch(/HTML/);
    expect(libraryTextProblem('   ')).toMatch(/empty/);
  });
});
