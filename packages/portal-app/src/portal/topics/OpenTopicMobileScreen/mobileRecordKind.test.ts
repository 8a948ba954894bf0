import { describe, expect, it } from 'vitest';
import { mobileRecordKind } from './OpenTopicMobileScreen';

describe('which record a mobile link names', () => {
  it('is a column only when the link says type=column', () => {
    expect(mobileRecordKind('column')).toBe('column');
    expect(mobileRecordKind(null)).toBe('topic');
    expect(mobileRecordKind('subject')).toBe('topic');
    expect(mobileRecordKind('Column')).toBe('topic');
  });
});
