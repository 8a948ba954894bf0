import { describe, expect, it } from 'vitest';
import { topicLinks } from './links';

const idOf = (address: string) => new URL(address, 'http://portal').searchParams.get('id');

describe('the addresses of topic and column pages', () => {
  it('name the record by its id', () => {
    expect(topicLinks.subject('s1')).toBe('/subjectDetail?id=s1');
    expect(topicLinks.column('col1')).toBe('/specialReDetails?id=col1');
    expect(topicLinks.article('ca1')).toBe('/specialReTextDetails?id=ca1');
    expect(idOf(topicLinks.openCourse('c 01&x=1#top'))).toBe('c 01&x=1#top');
  });

  it('survive an id cut in the middle of a character', () => {
    // A column id with half an emoji once made the article page throw while rendering.
    for (const broken of ['col1\uD83D', '\uDC00col1', 'col1\uD800<img src=x onerror=alert(1)>']) {
      expect(() => topicLinks.column(broken)).not.toThrow();
      expect(topicLinks.column(broken)).not.toMatch(/[<>"\s]/);
      expect(idOf(topicLinks.column(broken))).toContain('\uFFFD');
    }
  });
});
