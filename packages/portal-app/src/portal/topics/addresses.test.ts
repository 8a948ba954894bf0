import { describe, expect, it } from 'vitest';
import { columnAddress, columnArticleAddress, openColumnAddress, openTopicAddress, topicAddress } from './addresses';

const idOf = (address: string) => new URL(address, 'http://portal').searchParams.get('id');

describe('the addresses of topic and column pages', () => {
  it('name the record by its id', () => {
    expect(topicAddress('s1')).toBe('/subjectDetail?id=s1');
    expect(columnAddress('col1')).toBe('/specialReDetails?id=col1');
    expect(columnArticleAddress('ca1')).toBe('/specialReTextDetails?id=ca1');
    expect(openColumnAddress('col1')).toBe('/openSpecialReDetails?id=col1');
    expect(idOf(openTopicAddress('s 01&x=1#top'))).toBe('s 01&x=1#top');
  });

  it('survive an id cut in the middle of a character', () => {
    // A column id with half an emoji once made the article page throw while rendering.
    for (const broken of ['col1\uD83D', '\uDC00col1', 'col1\uD800<img src=x onerror=alert(1)>']) {
      expect(() => columnAddress(broken)).not.toThrow();
      expect(columnAddress(broken)).not.toMatch(/[<>"\s]/);
      expect(idOf(columnAddress(broken))).toContain('\uFFFD');
    }
  });
});
