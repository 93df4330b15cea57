import MiniSearch from 'minisearch';
import type { Db } from '../db/database.js';
import { librarySignature, publishedPassages, type Lang, type Passage } from './passages.js';
import { tokenize } from './tokens.js';

/** An article that answers a question, with its best passages, best first. */
export interface Found {
  slug: string;
  title: string;
  score: number;
  passages: Passage[];
}

type Index = { signature: string; search: MiniSearch<Passage> };

function buildIndex(passages: Passage[]): MiniSearch<Passage> {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['slug', 'lang', 'title', 'heading', 'text'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2, heading: 1.5 },
      fuzzy: (term) => (/^[a-z]{7,}$/.test(term) ? 0.15 : false),
      prefix: (term) => /^[a-z]{5,}$/.test(term),
    },
  });
  index.addAll(passages);
  return index;
}

/**
 * The library's articles as a search index, built from the database and rebuilt when a published
 * article changes (another server's operator edit included: the signature is read from the database).
 */
export class LibrarySearch {
  private index: Promise<Index> | null = null;

  constructor(private readonly db: Db) {}

  private async current(): Promise<MiniSearch<Passage>> {
    const signature = await librarySignature(this.db);
    const cached = this.index ? await this.index : null;
    if (cached?.signature === signature) return cached.search;
    const building = publishedPassages(this.db).then((passages) => ({ signature, search: buildIndex(passages) }));
    this.index = building;
    return (await building).search;
  }

  /** The `limit` articles in `lang` that best answer `question`. */
  async find(question: string, lang: Lang, limit = 3): Promise<Found[]> {
    const search = await this.current();
    const hits = search.search(question, { filter: (hit) => hit.lang === lang });
    const bySlug = new Map<string, Found>();
    for (const hit of hits) {
      const passage = {
        id: String(hit.id),
        slug: hit.slug,
        lang: hit.lang,
        title: hit.title,
        heading: hit.heading,
        text: hit.text,
      } as Passage;
      const found = bySlug.get(passage.slug);
      // An article ranks by its best passage, helped a little by a second one that also matches.
      if (!found) bySlug.set(passage.slug, { slug: passage.slug, title: passage.title, score: hit.score, passages: [passage] });
      else {
        if (found.passages.length === 1) found.score += hit.score * 0.3;
        found.passages.push(passage);
      }
    }
    return [...bySlug.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
