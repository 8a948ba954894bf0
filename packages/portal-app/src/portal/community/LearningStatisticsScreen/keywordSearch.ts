import { searchPageAddress } from '../../home/addresses';

/**
 * The search page for a keyword of the word cloud, courses only. The keyword is the server's
 * text, so it goes through pageAddress, which survives a lone surrogate (text cut in the
 * middle of a character) where encodeURIComponent would throw and take the page down.
 */
export const keywordSearchAddress = (keyword: string): string => searchPageAddress(keyword, 'kc');
