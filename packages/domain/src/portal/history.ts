/** 002 §3: the types of an inventory history entry (the db checks them, the portal names them). */
export const HISTORY_TYPES = [
  'SELL_IN',
  'SELL_OUT',
  'CHANGE_LOCATION',
  'BOOK_OUT',
  'CHANGE_PRICE',
  'SET_VIRTUAL_STORAGE',
  'SET_CLIENT_NOTE',
  'UPDATE_SERIAL_NUMBER',
  'UPDATE_ARTICLE_NUMBER',
  'UPDATE_SALE_USER',
  'SET_ARCHIVE_STATUS',
  'SET_REMOVED_STATUS',
  'DELETE_SELL_OUT',
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export function isHistoryType(type: string): type is HistoryType {
  return (HISTORY_TYPES as readonly string[]).includes(type);
}
