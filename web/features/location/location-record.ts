/**
 * The zod schema of the 'location' record. It lives apart from the location store, which is on every
 * page's startup path: the store loads this module only when there is a stored record to check, so
 * a first visit loads no zod (the first-visit JavaScript budget). Import it statically only from tests.
 */
import { z } from 'zod';
import { LOCATION_TYPES } from '../../../core/stock';

/** The record holds the §3 text form; anything else is dropped when read. */
export const storedLocationSchema = z.string().regex(new RegExp(`^\\d{5}::(${LOCATION_TYPES.join('|')})$`));
