import { commands, type CommandName, type EnvelopeKind } from '@t1d/contract';

/**
 * The commands whose answers are not wrapped the standard way, with their envelope kind, as the
 * contract's registry declares it. The registry also holds every command's schemas, and zod with
 * them: far more than a screen needs to read one word per command. So the build evaluates this
 * module and keeps only the table (vite.config.ts, contractData); tests and the dev server read the
 * registry here.
 */
export const nonStandardEnvelopes: Partial<Record<CommandName, EnvelopeKind>> = Object.fromEntries(
  Object.entries(commands)
    .filter(([, definition]) => definition.envelope !== 'standard')
    .map(([name, definition]) => [name, definition.envelope]),
);
