/** The guidance an item follows, one source each: the files separate them with ';' (en) or '；' (zh). */
export function splitSources(sources: string): string[] {
  return sources
    .split(/[;；]/)
    .map((source) => source.trim())
    .filter((source) => source !== '');
}
