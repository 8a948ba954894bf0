/**
 * The search page for a keyword of the word cloud, courses only. The keyword is the server's
 * text, so it is encoded by URLSearchParams: encodeURIComponent throws on a lone surrogate
 * (text cut in the middle of a character), and a throw while rendering took the whole page down.
 */
export const keywordSearchAddress = (keyword: string): string => `/search?${new URLSearchParams({ k: keyword, t: 'kc' }).toString()}`;
