import { describe, expect, it } from 'vitest';
import { courseAddress, postAddress } from './portalAddress';

describe('addresses of records', () => {
  it('sends image-text courses to their own detail page', () => {
    expect(courseAddress({ id: 'c01', resourceType: 'VIDEO' })).toBe('/coursedetail?id=c01');
    expect(courseAddress({ id: 'c02', resourceType: 'ARTICLE' })).toBe('/coursetextdetail?id=c02');
  });

  it('encodes ids', () => {
    expect(postAddress('a&b')).toBe('/comment/postDetail?id=a%26b');
  });
});
