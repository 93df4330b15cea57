import type { Plugin } from 'vite';

const mantineUseId = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` gives each component React's id, then swaps it for a random one in a layout
 * effect once mounted. That swap draws every input, select and dialog of a page a second time,
 * synchronously, right after it shows: on the prerendered sign-up page, a 0.3–0.45 s task on a phone
 * 4× slower, and a language picked while the splash was being hydrated was put back by it. React's
 * id is unique in the app's one root and the same on the server, so it is kept (ADR 0047).
 */
const stableMantineIdsSource = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

export function stableMantineIds(): Plugin {
  return {
    name: 't1d:stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      return mantineUseId.test(id.split('?')[0] ?? id) ? stableMantineIdsSource : null;
    },
  };
}
