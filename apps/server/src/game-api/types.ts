import type { GameAnswer, GameEndpointName, gameEndpoints } from '@t1d/contract';
import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';
import type { Services } from '../services.js';

/** What every game API handler may use: the server's services, and the key that called. */
export interface GameContext extends Services {
  log: FastifyBaseLogger;
  key: { id: number; name: string };
}

type Endpoint<N extends GameEndpointName> = (typeof gameEndpoints)[N];
type Part<N extends GameEndpointName, K extends 'body' | 'querystring' | 'params'> =
  Endpoint<N> extends Record<K, z.ZodMiniType> ? z.output<Endpoint<N>[K]> : undefined;

/** The request's parts, as the endpoint's schemas parsed them. */
export interface GameInput<N extends GameEndpointName> {
  body: Part<N, 'body'>;
  query: Part<N, 'querystring'>;
  params: Part<N, 'params'>;
}

export type GameHandler<N extends GameEndpointName> = (input: GameInput<N>, context: GameContext) => Promise<GameAnswer<N>>;

/** One handler per declared endpoint: a missing or extra one fails the typecheck. */
export type GameHandlerTable = { [N in GameEndpointName]: GameHandler<N> };
