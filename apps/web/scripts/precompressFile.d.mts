/** Writes `<file>.br` and `<file>.gz` beside `file` when they are smaller than it; answers how many were written. */
export function precompressFile(file: string): Promise<number>;
