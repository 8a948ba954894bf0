import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../provider/ApiProvider';
import { useContractBackend } from '../../testing/contractServer';
import { coursePaths, preloadCourseDetail, preloadCoursesByCategory, useCourseDetail, useCoursesByCategory } from './course';

describe('a first page’s course reads started at start-up', () => {
  const backend = useContractBackend();
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider clients={backend.clients}>{children}</ApiProvider>;
  const callsTo = (spy: ReturnType<typeof vi.spyOn>, path: string) => spy.mock.calls.filter((call: unknown[]) => call[0] === path).length;

  it('are taken over by the screen’s hook: the course is asked for once, not twice', async () => {
    backend.signInAs('learner');
    const get = vi.spyOn(backend.clients.pc, 'get');
    preloadCourseDetail(backend.clients, 'c02');
    const { result } = renderHook(() => useCourseDetail('c02'), { wrapper });
    await waitFor(() => expect(result.current.data?.id).toBe('c02'));
    expect(callsTo(get, coursePaths.detail)).toBe(1);
  });

  it('match the hook whatever order the request’s fields were written in', async () => {
    backend.signInAs('learner');
    const get = vi.spyOn(backend.clients.pc, 'get');
    const post = vi.spyOn(backend.clients.pc, 'post');
    preloadCoursesByCategory(backend.clients, { sort: 'hottest', pageSize: 5, page: 2 });
    const { result } = renderHook(() => useCoursesByCategory({ page: 2, pageSize: 5, sort: 'hottest' }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(callsTo(get, coursePaths.byCategory) + callsTo(post, coursePaths.byCategory)).toBe(1);
  });
});
