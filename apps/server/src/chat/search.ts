import MiniSearch from 'minisearch';
import type { Db } from '../db/database.js';
import { librarySignature, publishedPassages, type Lang, type Passage } from './passages.js';
import { tokenize, topicTerms } from './tokens.js';

/** An article that answers a question, with its best passages, best first. */
export interface Found {
  slug: string;
  title: string;
  score: number;
  passages: Passage[];
}

/** The library's passages and their index. */
export interface LibraryIndex {
  search: MiniSearch<Passage>;
  passages: Passage[];
}

type Index = LibraryIndex & { signature: string };

/**
 * An article the answer must cite first (the one its guidance comes from), its section already shown,
 * and the article that must not be cited beside it (the other state's steps, guidance.ts).
 */
export interface FirstArticle {
  slug: string;
  section: string;
  contradicts: string;
}

const TOPIC_BOOST = 2;

function buildSearch(passages: Passage[]): MiniSearch<Passage> {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['slug', 'lang', 'title', 'heading', 'text'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2, heading: 1.5 },
      fuzzy: (term) => (/^[a-z]{7,}$/.test(term) ? 0.15 : false),
      prefix: (term) => /^[a-z]{5,}$/.test(term),
      // A word that names a topic of the library (what an everyday word points to) counts more than the rest.
      boostTerm: (term) => (topicTerms.has(term) ? TOPIC_BOOST : 1),
    },
  });
  index.addAll(passages);
  return index;
}

export const libraryIndex = (passages: Passage[]): LibraryIndex => ({ search: buildSearch(passages), passages });

/** The `limit` articles in `lang` that best answer `question`, `first` leading when given (see LibrarySearch.find). */
export function findIn(index: LibraryIndex, question: string, lang: Lang, limit: number, first?: FirstArticle): Found[] {
  const { search, passages } = index;
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
  const ranked = [...bySlug.values()].sort((a, b) => b.score - a.score);
  if (!first) return ranked.slice(0, limit);
  const others = ranked.filter((article) => article.slug !== first.slug && article.slug !== first.contradicts);
  const own = passages.filter((passage) => passage.slug === first.slug && passage.lang === lang);
  if (!own.length) return others.slice(0, limit);
  const found = bySlug.get(first.slug);
  // The article's passages that matched, best first, then the rest in the article's order.
  const order = [...(found?.passages ?? []), ...own.filter((passage) => !found?.passages.some((hit) => hit.id === passage.id))];
  const lead = {
    slug: first.slug,
    title: own[0]!.title,
    score: found?.score ?? 0,
    passages: order.filter((passage) => passage.heading !== first.section),
  };
  return [lead, ...others].slice(0, limit);
}

/**
 * The library's articles as a search index, built from the database and rebuilt when a published
 * article changes (another server's operator edit included: the signature is read from the database).
 */
export class LibrarySearch {
  private index: Promise<Index> | null = null;

  constructor(
    private readonly db: Db,
    /** What the passages say in place of the library's emergency-number placeholder. */
    private readonly emergencyNumber: string,
  ) {}

  private async current(): Promise<Index> {
    const signature = await librarySignature(this.db);
    const cached = this.index ? await this.index : null;
    if (cached?.signature === signature) return cached;
    const building = publishedPassages(this.db, this.emergencyNumber).then((passages) => ({ signature, ...libraryIndex(passages) }));
    this.index = building;
    return building;
  }

  /**
   * The `limit` articles in `lang` that best answer `question`; `first`, when given and published,
   * leads, showing its best passage other than the section the answer already quotes.
   */
  async find(question: string, lang: Lang, limit = 3, first?: FirstArticle): Promise<Found[]> {
    return findIn(await this.current(), question, lang, limit, first);
  }
}
