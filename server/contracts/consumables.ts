/**
 * Low-value consumables on the wire (module 1003), declared once: the route validates with this endpoint,
 * the OpenAPI document is generated from it, the browser imports the type. Always the session's
 * organisation; quantities leave as decimals (stored as hundredths), money as integer fen.
 */
import { z } from 'zod';
import { textFilter } from './fields.js';
import { endpoint, tableReply } from './endpoint.js';
import { fenSchema } from './money.js';

/** A stock row of the low-value consumables (GET /htservice/consumables/stock/list). */
export const StockRow = z.object({
  stockId: z.number().int(),
  warehouse: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  specification: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unitPrice: fenSchema,
  amount: fenSchema,
  updatedAt: z.number(),
});
export type StockRow = z.infer<typeof StockRow>;

export const stockList = endpoint({
  summary: "A page of the organisation's consumables stock (warehouse, itemCode, itemName: contains)",
  list: z.object({ warehouse: textFilter(), itemCode: textFilter(), itemName: textFilter() }),
  reply: tableReply(StockRow),
});
