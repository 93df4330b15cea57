import type { CommandInput, CommandName, CommandOutput } from '@t1d/contract';
import { useMutation, useQueries, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { callCommand, type CallOptions } from './client';

/** The one query-key shape of the app (DESIGN.md): [cmd, input]. */
export function commandKey<C extends CommandName>(cmd: C, input: CommandInput<C>) {
  return [cmd, input] as const;
}

type QueryOptions<C extends CommandName> = Omit<
  UseQueryOptions<CommandOutput<C>, Error, CommandOutput<C>, readonly [C, CommandInput<C>]>,
  'queryKey' | 'queryFn'
>;

export function useCommandQuery<C extends CommandName>(cmd: C, input: CommandInput<C>, options: QueryOptions<C> = {}) {
  return useQuery({
    queryKey: commandKey(cmd, input),
    queryFn: ({ signal }) => callCommand(cmd, input, { signal }),
    ...options,
  });
}

/** The same command for each input (e.g. one per child), run in parallel; one result per input. */
export function useCommandQueries<C extends CommandName>(cmd: C, inputs: readonly CommandInput<C>[]) {
  return useQueries({
    queries: inputs.map((input) => ({
      queryKey: commandKey(cmd, input),
      queryFn: ({ signal }: { signal: AbortSignal }) => callCommand(cmd, input, { signal }),
    })),
  });
}

type MutationOptions<C extends CommandName> = Omit<
  UseMutationOptions<CommandOutput<C>, Error, CommandInput<C>>,
  'mutationFn'
> & { call?: Omit<CallOptions, 'signal'> };

export function useCommandMutation<C extends CommandName>(cmd: C, options: MutationOptions<C> = {}) {
  const { call, ...rest } = options;
  return useMutation({
    mutationFn: (input: CommandInput<C>) => callCommand(cmd, input, call),
    ...rest,
  });
}
