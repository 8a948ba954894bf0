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

describe('the first screen’s code at start-up', () => {
  it('is asked for with the reads, once per matched route that loads lazily', () => {
    const screen = vi.fn(async () => ({}));
    const table: RouteObject[] = [{ id: 'frame', children: [{ path: '/coursedetail', lazy: screen }, { path: '/index', lazy: vi.fn(async () => ({})) }] }];
    loadFirstScreenCode(matchRoutes(table, '/coursedetail') ?? []);
    expect(screen).toHaveBeenCalledTimes(1);
  });
});
