/**
 * Money in the contracts: integer fen (shared/money.ts), the one unit every call sends and accepts. The
 * schemas are typed `Fen` (a branded number: zod's own brand is a different type, and shared/ cannot import
 * zod), so the server must say `toFen` where a stored value leaves and the browser knows a field's unit
 * from its type. OpenAPI describes every such field as an amount in fen.
 */
import { z } from 'zod';
import { MAX_FEN, type Fen } from '../../shared/money.js';

const DESCRIPTION = 'Amount in fen (1/100 yuan), an integer';

/** Integer fen between `min` and `max`, typed `Fen`. */
export const fenBetween = (min: number, max: number) => z.number().int().min(min).max(max).meta({ description: DESCRIPTION }) as unknown as z.ZodType<Fen, number>;

/** Any amount in fen (a balance or a difference may be negative). */
export const fenSchema = fenBetween(-MAX_FEN, MAX_FEN);

/** An amount that is never negative (a price, an asset's value, proceeds). */
export const fenAtLeastZero = (max = MAX_FEN) => fenBetween(0, max);
