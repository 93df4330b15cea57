/**
 * The content library's Markdown subset (apps/server/content/library/README.md): headings, paragraphs,
 * bullet and numbered lists, callouts, bold, and links to the app's own pages. The server validates an
 * operator's text with it and cuts it into passages for the chat; the web app draws the same blocks as
 * React elements, so no HTML is ever made from stored text.
 */
export interface Span {
  text: string;
  bold?: true;
  /** An app path (`/article/<slug>`, `/urgent-learning`, `/trusted-products`). */
  href?: string;
}

export type Block =
  | { type: 'heading'; level: 2 | 3; spans: Span[] }
  | { type: 'paragraph'; spans: Span[] }
  | { type: 'callout'; spans: Span[] }
  | { type: 'list'; ordered: boolean; items: Span[][] };

/** The pages a library text may link to. */
export const libraryLinkPattern = /^\/(article\/[a-z0-9]+(-[a-z0-9]+)*|urgent-learning|trusted-products|juicebox|gift|ai-chat)$/;

const inline = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits a line into plain, bold and linked runs; a link to anywhere else stays as its words. */
export function parseSpans(line: string): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const match of line.matchAll(inline)) {
    if (match.index > last) spans.push({ text: line.slice(last, match.index) });
    if (match[1] !== undefined) spans.push({ text: match[1], bold: true });
    else if (match[2] !== undefined && match[3] !== undefined) {
      spans.push(libraryLinkPattern.test(match[3]) ? { text: match[2], href: match[3] } : { text: match[2] });
    }
    last = match.index + match[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last) });
  return spans;
}

const bullet = /^[-*]\s+(.*)$/;
const numbered = /^\d+[.)]\s+(.*)$/;

/** The blocks of a library text, in order. */
export function parseLibraryText(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Span[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', spans: parseSpans(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const item = bullet.exec(line) ?? numbered.exec(line);
    if (!line) flush();
    else if (line.startsWith('### ') || line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'heading', level: line.startsWith('###') ? 3 : 2, spans: parseSpans(line.replace(/^#+\s+/, '')) });
    } else if (line.startsWith('>')) {
      flush();
      const previous = blocks.at(-1);
      const text = line.replace(/^>\s?/, '');
      // Consecutive callout lines make one box.
      if (previous?.type === 'callout') previous.spans.push({ text: ' ' }, ...parseSpans(text));
      else blocks.push({ type: 'callout', spans: parseSpans(text) });
    } else if (item) {
      const ordered = !bullet.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseSpans(item[1] ?? ''));
    } else if (list && raw.startsWith('  ')) {
      // An indented line continues the list item above it.
      list.items.at(-1)?.push({ text: ' ' }, ...parseSpans(line));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The plain words of a span run, as search and the chat read them. */
export const spanText = (spans: Span[]): string => spans.map((span) => span.text).join('');

/** What is wrong with a library text for an editor to fix, or null when it is fine. */
export function libraryTextProblem(source: string): string | null {
  for (const match of source.matchAll(/\[([^\]]+)\]\(([^)\s]*)\)/g)) {
    if (!libraryLinkPattern.test(match[2] ?? '')) return `Links may only lead to the app's own pages: ${match[2]}`;
  }
  if (/<\/?[a-z][^>]*>/i.test(source)) return 'HTML is not allowed: use the text formatting described for the library';
  if (parseLibraryText(source).length === 0) return 'The text is empty';
  return null;
}
