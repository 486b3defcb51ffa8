/**
 * The identity of a line a form's grid holds (a voucher's, a mapping's, a master–detail form's): React's
 * key for its row, so removing a line above keeps each control (a search typed, an open dropdown) with its
 * own line. Never sent; unique for the page's life.
 */
let last = 0;

export const nextLineKey = (): number => ++last;
