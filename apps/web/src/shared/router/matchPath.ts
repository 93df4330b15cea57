/** What a pattern matched in an address: its parameters and the part of the address it took. */
export interface PathMatch {
  params: Params;
  pathname: string;
  pattern: string;
}

/** A route's parameters by name (`:id` as `id`, a trailing `*` as `'*'`), decoded. */
export type Params = Readonly<Record<string, string | undefined>>;

interface Compiled {
  matcher: RegExp;
  names: string[];
}

const compiled = new Map<string, Compiled>();

/**
 * Whether `pathname` is the address `pattern` describes: '/task/:id' matches '/task/3' with { id: '3' };
 * a trailing '*' matches the rest of the address (or nothing) as '*'. Letters' case and a trailing
 * slash do not matter. The pathname is taken as the browser gives it (percent-encoded).
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  let found = compiled.get(pattern);
  if (!found) {
    found = compile(pattern);
    compiled.set(pattern, found);
  }
  const match = found.matcher.exec(decodePathname(pathname));
  if (!match) return null;
  const params: Record<string, string | undefined> = {};
  found.names.forEach((name, index) => {
    params[name] = (match[index + 1] ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: match[0], pattern };
}

function compile(pattern: string): Compiled {
  const names: string[] = [];
  const splat = pattern.endsWith('*');
  const body = pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  let source = `^${body}`;
  if (splat) {
    names.push('*');
    source += body === '/' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { matcher: new RegExp(source, 'i'), names };
}

/** Each segment decoded, a slash inside one kept encoded so that it stays within its parameter. */
function decodePathname(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape (a hand-typed %): matched as it came.
    return pathname;
  }
}
