import { describe, expect, it } from 'vitest';
import { searchParamsFor } from './TopicListScreen';

describe('the topic search in the address', () => {
  it('puts the trimmed keyword in q and starts from the first page', () => {
    expect(searchParamsFor('  法治 ').toString()).toBe(`q=${encodeURIComponent('法治')}`);
  });

  it('clears the search for an empty keyword', () => {
    expect(searchParamsFor('   ').toString()).toBe('');
  });
});
