/**
 * What one process's fragment cache tells the others (serve.mjs relays it through the cluster's primary).
 * @typedef {{ type: 'store', key: string, text: string } | { type: 'failed', key: string }} FragmentNews
 * @typedef {{ publish: (news: FragmentNews) => void, subscribe: (listener: (news: FragmentNews) => void) => void }} FragmentPeers
 */

/** @param {unknown} message @returns {message is FragmentNews} */
export function isFragmentNews(message) {
  if (typeof message !== 'object' || message === null) return false;
  const news = /** @type {{ key?: unknown, type?: unknown, text?: unknown }} */ (message);
  return (
    typeof news.key === 'string' && (news.type === 'failed' || (news.type === 'store' && typeof news.text === 'string'))
  );
}
