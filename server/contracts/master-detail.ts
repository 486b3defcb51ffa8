/**
 * Wire shapes of master–detail forms (`/htservice/masterDetail/{form}/…`): a record of a kind edited
 * together with its lines (a framework agreement and the products it prices). The head is a record of
 * the kind (RecordRow); each line is a set of values of the form's line fields, plus its amount
 * (quantity × unit price, yuan), which the server computes; the head's total field is their sum.
 * Types only.
 */
import type { RecordField, RecordMeta, RecordRow } from './records.js';

export type MasterDetailKey = 'frameworkAgreement';

export type LineValues = Record<string, string | number | null>;

/** `GET /htservice/masterDetail/{form}/meta`: the head kind (with dictionary options and users), its fixed type and the lines' fields. */
export type MasterDetailMeta = {
  key: MasterDetailKey;
  zh: string;
  en: string;
  head: RecordMeta;
  /** The head field the form fixes (a framework agreement is a contract of type 'framework'). */
  preset: { field: string; value: string };
  /** The head field that holds the sum of the lines' amounts (read-only in the form). */
  totalField: string;
  /** Head fields the form leaves out (a framework agreement is under no framework agreement). */
  headOmit: string[];
  lineFields: RecordField[];
  /** Amount of a line = quantity field × price field, rounded to fen. */
  quantityField: string;
  priceField: string;
  maxLines: number;
  /** Where the kind's list of such records is (the page to go back to). */
  listPath: string;
};

export type MasterDetailRecord = { head: RecordRow; lines: Array<LineValues & { lineNo: number; amount: number }> };

/** POST body; PUT adds recordId and the version read. Lines replace the stored ones whole. */
export type MasterDetailWrite = { head: Record<string, unknown>; lines: LineValues[]; recordId?: number; version?: number };
