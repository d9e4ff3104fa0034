/** The wink: the only text a FREE member may send (docs/product/browse-and-profiles.md tiers). Its own module, so the tier rules that check
 * it do not pull every option list into a page's bundle. */
export const WINK_EMOJI = '😉';
