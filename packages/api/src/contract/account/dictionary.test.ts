import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { dictionaryParentCodes, dictionaryPath, fetchDictionary } from './dictionary';

describe('dictionary contract', () => {
  const backend = useContractBackend();

  it('lists a dictionary’s entries, read from datalist beside success', async () => {
    const categories = await fetchDictionary(backend.clients.pc, dictionaryParentCodes.courseCategory);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories[0]).toEqual({ code: 'CC01', name: '政治理论' });
    const searchTypes = await fetchDictionary(backend.clients.pc, dictionaryParentCodes.searchType);
    expect(searchTypes.map((entry) => entry.code)).toContain('kc');
    const levels = await fetchDictionary(backend.clients.pc, dictionaryParentCodes.educationLevel);
    expect(levels.map((entry) => entry.name)).toContain('大学本科');
  });

  it('gives the runtime entries: those in use', async () => {
    const all = await fetchDictionary(backend.clients.pc, dictionaryParentCodes.courseCategory, 'list');
    const runtime = await fetchDictionary(backend.clients.pc, dictionaryParentCodes.courseCategory, 'runtime');
    expect(runtime.length).toBeGreaterThan(0);
    expect(runtime.length).toBeLessThan(all.length);
    for (const entry of runtime) expect(all).toContainEqual(entry);
    // Without a runtime list of its own, the runtime dictionary is the whole one.
    expect(await fetchDictionary(backend.clients.pc, 'SEARCH_TYPE', 'runtime')).toEqual(await fetchDictionary(backend.clients.pc, 'SEARCH_TYPE'));
  });

  it('answers an unknown parent code with no entries', async () => {
    expect(await fetchDictionary(backend.clients.pc, 'NO_SUCH_CODE')).toEqual([]);
  });

  it('passes the hostile entries through as text', async () => {
    backend.db.reset({ scenario: 'hostile' });
    const hostile = await fetchDictionary(backend.clients.pc, 'DEMO_HOSTILE');
    expect(hostile.find((entry) => entry.code === 'entry-hostile')?.name).toBe('<script>alert(1)</script>');
    expect(hostile.find((entry) => entry.code === 'entry-long')?.name).toHaveLength(10_000);
    expect(hostile.find((entry) => entry.code === 'entry-empty')?.name).toBe('');
  });

  it('puts the parent code in the path, escaped', () => {
    expect(dictionaryPath('list', 'COURSE_CATEGORY')).toBe('api/dictionary/list/COURSE_CATEGORY');
    expect(dictionaryPath('runtime', 'a/b')).toBe('api/dictionary/runtime/a%2Fb');
  });

  it('fails with the server’s message on a refusal', async () => {
    backend.db.faults.push({ path: 'api/dictionary/list/COURSE_CATEGORY', businessMessage: '字典不存在' });
    await expect(fetchDictionary(backend.clients.pc, 'COURSE_CATEGORY')).rejects.toMatchObject({ kind: 'business', serverMessage: '字典不存在' });
  });
});
