import { saveLocation } from '../../families/locations.js';
import type { Handler } from '../../gateway/context.js';

/** Adds a location, or renames, reorders or retires one. */
export const save: Handler<'OperatorLocationHandler.save'> = (input, { db }) => saveLocation(db, input);
