import { describe, expect, it } from 'vitest';
import { createPath, parsePath, resolveTo } from './location';
import { matchPath } from './matchPath';
import { matchRoutes, type RouteObject } from './routeMatching';

describe('an address pattern', () => {
  it('matches its own path, whatever the letters’ case or a trailing slash', () => {
    expect(matchPath('/tasks', '/tasks')?.params).toEqual({});
    expect(matchPath('/tasks', '/Tasks/')).not.toBeNull();
    expect(matchPath('/tasks', '/tasks/3')).toBeNull();
    expect(matchPath('/tasks', '/task')).toBeNull();
  });

  it('gives its parameters decoded, a slash inside one kept within it', () => {
    expect(matchPath('/task/:id', '/task/42')?.params).toEqual({ id: '42' });
    expect(matchPath('/article/:id', '/article/%E7%B3%96')?.params).toEqual({ id: '糖' });
    expect(matchPath('/article/:id', '/article/a%2Fb')?.params).toEqual({ id: 'a/b' });
    expect(matchPath('/task/:id', '/task/')).toBeNull();
    expect(matchPath('/admin/content/:section', '/admin/content/gifts')?.params).toEqual({ section: 'gifts' });
  });

  it('matches a malformed escape as it came, without failing', () => {
    expect(matchPath('/article/:id', '/article/100%')?.params).toEqual({ id: '100%' });
  });

  it('takes the rest of the address, or nothing, with a trailing *', () => {
    expect(matchPath('*', '/any/where')?.params).toEqual({ '*': 'any/where' });
    expect(matchPath('*', '/')?.params).toEqual({ '*': '' });
    expect(matchPath('/files/*', '/files/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('/files/*', '/files')?.params).toEqual({ '*': '' });
    expect(matchPath('/files/*', '/filesystem')).toBeNull();
  });

  it('reads regular-expression characters in a pattern as themselves', () => {
    expect(matchPath('/a.b', '/a.b')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });
});

describe('a route table', () => {
  const frame = (children: RouteObject[]): RouteObject => ({ element: 'frame', children });
  const table: RouteObject[] = [
    frame([{ path: '*', element: 'not found' }]),
    frame([{ path: '/home/:dev', element: 'home dev' }]),
    frame([
      frame([{ path: '/home', element: 'home' }]),
      { path: '/task/new', element: 'new task' },
      { path: '/task/:id', element: 'task' },
    ]),
  ];

  it('shows the most specific pattern, wherever it stands in the table', () => {
    expect(matchRoutes(table, '/home')?.routes.at(-1)?.element).toBe('home');
    expect(matchRoutes(table, '/home/dev')?.routes.at(-1)?.element).toBe('home dev');
    expect(matchRoutes(table, '/task/new')?.routes.at(-1)?.element).toBe('new task');
    expect(matchRoutes(table, '/task/7')?.routes.at(-1)?.element).toBe('task');
    expect(matchRoutes(table, '/nowhere')?.routes.at(-1)?.element).toBe('not found');
  });

  it('gives the frames around the route, outermost first, with its parameters', () => {
    const match = matchRoutes(table, '/task/7');
    expect(match?.routes.map((route) => route.element)).toEqual(['frame', 'task']);
    expect(match?.params).toEqual({ id: '7' });
    expect(matchRoutes(table, '/home')?.routes.map((route) => route.element)).toEqual(['frame', 'frame', 'home']);
  });

  it('takes the first of two equal patterns, and matches nothing without a route for the address', () => {
    expect(
      matchRoutes(
        [
          { path: '/a', element: 1 },
          { path: '/a', element: 2 },
        ],
        '/a',
      )?.routes.at(-1)?.element,
    ).toBe(1);
    expect(matchRoutes([{ path: '/a', element: 1 }], '/b')).toBeNull();
  });
});

describe('an address', () => {
  it('is split into its parts and put back together without empty ones', () => {
    expect(parsePath('/task/3?from=home#notes')).toEqual({ pathname: '/task/3', search: '?from=home', hash: '#notes' });
    expect(parsePath('?page=2')).toEqual({ search: '?page=2' });
    expect(createPath({ pathname: '/tasks', search: '?', hash: '#' })).toBe('/tasks');
    expect(createPath({ pathname: '/tasks', search: 'page=2', hash: 'top' })).toBe('/tasks?page=2#top');
  });

  it('resolves from the current page: a query or fragment alone stays on its path, a relative path as a browser would', () => {
    expect(resolveTo('/home#tasks', '/tasks')).toEqual({ pathname: '/home', search: '', hash: '#tasks' });
    expect(resolveTo('?page=2', '/coins-earned-logs')).toEqual({ pathname: '/coins-earned-logs', search: '?page=2', hash: '' });
    expect(resolveTo('#notes', '/task/3')).toEqual({ pathname: '/task/3', search: '', hash: '#notes' });
    expect(resolveTo('7', '/task/3').pathname).toBe('/task/7');
    expect(resolveTo('../goal/1', '/task/3').pathname).toBe('/goal/1');
    expect(resolveTo({ pathname: '/tasks', search: 'page=2' }, '/')).toEqual({ pathname: '/tasks', search: '?page=2', hash: '' });
  });
});
