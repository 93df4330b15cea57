import type { HandlerTable } from '../gateway/context.js';
import { familyHandlers } from './familyHandlers.js';
import { operatorHandlers } from './operatorHandlers.js';

/**
 * Each command's handler, by its wire name; a missing or extra one fails the typecheck (HandlerTable).
 * Both halves are written from the contract by `npm run generate:handlers`.
 */
export const handlers: HandlerTable = { ...familyHandlers, ...operatorHandlers };
