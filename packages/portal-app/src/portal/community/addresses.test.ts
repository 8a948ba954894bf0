import { describe, expect, it } from 'vitest';
import { postAddress, studyTaskAddress } from './addresses';

describe('community addresses', () => {
  it('encode ids', () => {
    expect(postAddress('a&b')).toBe('/comment/postDetail?id=a%26b');
    expect(studyTaskAddress('t1')).toBe('/task/taskDetail?id=t1');
  });
});
