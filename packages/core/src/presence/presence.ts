/** Read receipts are sent only when both members have showReadReceipts on (decisions: Messaging). */
export function shouldSendReadReceipt(readerShows: boolean | undefined, senderShows: boolean | undefined): boolean {
  return readerShows !== false && senderShows !== false;
}
