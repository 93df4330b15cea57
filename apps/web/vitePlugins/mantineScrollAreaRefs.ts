import type { Plugin } from 'vite';

const mantineScrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const floatingUiImport = 'import { useMergeRefs } from "@floating-ui/react";';
/** floating-ui's hook takes the refs as one array; Mantine's own takes them one by one, and merges them alike. */
const mantineRefsImport = 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);';

/**
 * Mantine's ScrollArea merges its refs with floating-ui's hook, and Mantine's Modal imports ScrollArea
 * (for one comparison of a prop): so every dialog fetched and ran floating-ui, 15 kB gzip it never
 * uses, before it opened. ScrollArea merges them with Mantine's own hook instead (ADR 0048). Were
 * Mantine to import it otherwise, the build fails here rather than carry floating-ui again unseen.
 */
export function mantineScrollAreaRefs(): Plugin {
  return {
    name: 't1d:mantine-scroll-area-refs',
    enforce: 'pre',
    transform(code, id) {
      if (!mantineScrollArea.test(id.split('?')[0] ?? id)) return null;
      if (!code.includes(floatingUiImport))
        throw new Error(`Mantine's ScrollArea no longer imports floating-ui's useMergeRefs as expected (${id})`);
      return { code: code.replace(floatingUiImport, mantineRefsImport), map: null };
    },
  };
}
