import type { CommandInput, CommandName, CommandOutput } from '@t1d/contract';
import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type DataTag,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useNoteAnswerTime } from '../pwa/offlineStates';
import { callCommand, type CallOptions } from './client';

/**
 * The one query-key shape of the app: [cmd, input]. Tagged with the command's output,
 * so setQueryData on it is typed by the contract.
 */
export function commandKey<C extends CommandName>(cmd: C, input: CommandInput<C>) {
  return [cmd, input] as const as DataTag<readonly [C, CommandInput<C>], CommandOutput<C>, Error>;
}

/** Every cached read of `cmd`, whatever its input: a query filter for setQueriesData and the like. */
export function commandScope<C extends CommandName>(cmd: C) {
  return [cmd] as const;
}

/**
 * In a query's meta: its data is its command's answer as the server gives it, so an answer read ahead
 * at start may be put in its place before the first draw (ADR 0046).
 */
export const answerIsData = 'answerIsData';

type QueryOptions<C extends CommandName> = Omit<
  UseQueryOptions<CommandOutput<C>, Error, CommandOutput<C>, readonly [C, CommandInput<C>]>,
  'queryKey' | 'queryFn'
>;

/**
 * A read of `cmd` as every screen asks it: its key, the call (batched: reads travel together when a
 * screen asks for several at once, one round trip for the dashboard) and its meta. For useQuery, and
 * for a read asked ahead of the screen that shows it (keepRead), which then finds it cached.
 */
export function commandQueryOptions<C extends CommandName>(cmd: C, input: CommandInput<C>, meta: Record<string, unknown> = {}) {
  return {
    queryKey: commandKey(cmd, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => callCommand(cmd, input, { signal, batch: true }),
    meta: { ...meta, [answerIsData]: true },
  };
}

export function useCommandQuery<C extends CommandName>(cmd: C, input: CommandInput<C>, options: QueryOptions<C> = {}) {
  const { meta, ...rest } = options;
  const result = useQuery({ ...commandQueryOptions(cmd, input, meta), ...rest });
  useNoteAnswerTime(result.dataUpdatedAt, result.isFetching);
  return result;
}

/** The same command for each input (e.g. one per child), run in parallel; one result per input. */
export function useCommandQueries<C extends CommandName>(cmd: C, inputs: readonly CommandInput<C>[]) {
  const results = useQueries({
    queries: inputs.map((input) => commandQueryOptions(cmd, input)),
  });
  const answered = results.map((result) => result.dataUpdatedAt).filter((at) => at > 0);
  useNoteAnswerTime(
    answered.length > 0 ? Math.min(...answered) : 0,
    results.some((result) => result.isFetching),
  );
  return results;
}

/** Marks every cached read of these commands stale (any input), and refetches the ones on screen. */
export function invalidateCommands(queryClient: QueryClient, commands: readonly CommandName[]) {
  return Promise.all(commands.map((cmd) => queryClient.invalidateQueries({ queryKey: commandScope(cmd) })));
}

/** invalidateCommands for mutations written by hand (several calls in one). */
export function useInvalidateCommands() {
  const queryClient = useQueryClient();
  return (commands: readonly CommandName[]) => invalidateCommands(queryClient, commands);
}

type MutationOptions<C extends CommandName> = Omit<UseMutationOptions<CommandOutput<C>, Error, CommandInput<C>>, 'mutationFn'> & {
  call?: Omit<CallOptions, 'signal'>;
  /** The commands whose cached reads this one makes stale; they are invalidated (and awaited) after it. */
  invalidates?: readonly CommandName[];
  /** 'settled' when a refusal means the data changed under us too (another device, another desk). */
  invalidateOn?: 'success' | 'settled';
};

export function useCommandMutation<C extends CommandName>(cmd: C, options: MutationOptions<C> = {}) {
  const { call, invalidates = [], invalidateOn = 'success', onSuccess, onSettled, ...rest } = options;
  const queryClient = useQueryClient();
  const refresh = () => invalidateCommands(queryClient, invalidates);
  return useMutation({
    mutationFn: (input: CommandInput<C>) => callCommand(cmd, input, call),
    ...rest,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      if (invalidateOn === 'success') await refresh();
    },
    onSettled: async (...args) => {
      await onSettled?.(...args);
      if (invalidateOn === 'settled') await refresh();
    },
  });
}
