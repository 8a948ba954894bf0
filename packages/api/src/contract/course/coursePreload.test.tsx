import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../provider/ApiProvider';
import { useContractBackend } from '../../testing/contractServer';
import { preloadsSettled } from '../swr';
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

  it('are drawn in the screen’s first render when they came before it mounted, without asking again', async () => {
    backend.signInAs('learner');
    const get = vi.spyOn(backend.clients.pc, 'get');
    preloadCourseDetail(backend.clients, 'c03');
    await preloadsSettled();
    const drawn: Array<string | undefined> = [];
    const { result } = renderHook(
      () => {
        const read = useCourseDetail('c03');
        drawn.push(read.data?.id);
        return read;
      },
      { wrapper },
    );
    expect(drawn[0]).toBe('c03');
    await waitFor(() => expect(result.current.isValidating).toBe(false));
    // The spy also saw the earlier tests' calls: count this course's.
    expect(get.mock.calls.filter((call: unknown[]) => call[0] === coursePaths.detail && (call[1] as { id?: string })?.id === 'c03')).toHaveLength(1);
  });

  it('leave a refused read uncached, for the screen’s hook to report, and still let start-up go on', async () => {
    backend.signInAs('learner');
    preloadCourseDetail(backend.clients, 'no-such-course');
    await preloadsSettled();
    const { result } = renderHook(() => useCourseDetail('no-such-course'), { wrapper });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.error?.message).toBe('课程不存在'));
  });
});
