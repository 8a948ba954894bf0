import type { PortalClients } from '@study-portal/api';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadFirstScreenCode, preloadFirstScreen } from './preloadFirstScreen';

const clients = {} as PortalClients;

function tableWith(preload: () => void): RouteObject[] {
  return [{ id: 'frame', children: [{ path: '/coursedetail', handle: { title: '课程详情', preload } }, { path: '/index', handle: { title: '首页' } }] }];
}

describe('the first page’s reads at start-up', () => {
  it('start for the matched screen with its address’s query', () => {
    const preload = vi.fn();
    preloadFirstScreen(matchRoutes(tableWith(preload), '/coursedetail') ?? [], '?id=c01', clients);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload.mock.calls[0]?.[0]).toMatchObject({ clients });
    expect((preload.mock.calls[0]?.[0] as { search: URLSearchParams }).search.get('id')).toBe('c01');
  });

  it('leave other screens alone', () => {
    const preload = vi.fn();
    preloadFirstScreen(matchRoutes(tableWith(preload), '/index') ?? [], '', clients);
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('the first page’s code at start-up', () => {
  it('is asked for along the matched routes, and for no other screen', () => {
    const frame = vi.fn(async () => ({}));
    const courseDetail = vi.fn(async () => ({}));
    const home = vi.fn(async () => ({}));
    const table: RouteObject[] = [{ id: 'frame', lazy: frame, children: [{ path: '/coursedetail', lazy: courseDetail }, { path: '/index', lazy: home }] }];
    loadFirstScreenCode(matchRoutes(table, '/coursedetail') ?? []);
    expect(frame).toHaveBeenCalledTimes(1);
    expect(courseDetail).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the router, which asks again and shows its error', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => loadFirstScreenCode(matchRoutes([{ path: '/index', lazy: failing }], '/index') ?? [])).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
