import { describe, expect, it } from 'vitest';
import { toSidebarItems } from './toSidebarItems';

describe('toSidebarItems', () => {
  it('maps meta to the sidebar, prefixes top-level paths and keeps children relative', () => {
    expect(
      toSidebarItems(
        [
          { path: 'dashboard', meta: { title: '首页', icon: '⌂' } },
          {
            path: 'content',
            meta: { title: '内容', alwaysShow: true },
            children: [
              { path: 'notices', meta: { title: '通知公告' } },
              { path: 'detail', meta: { title: '详情', hidden: true } },
            ],
          },
          { path: 'technical' },
        ],
        '/admin',
      ),
    ).toEqual([
      { path: '/admin/dashboard', title: '首页', icon: '⌂', hidden: undefined, alwaysShow: undefined },
      {
        path: '/admin/content',
        title: '内容',
        hidden: undefined,
        alwaysShow: true,
        children: [
          { path: 'notices', title: '通知公告', hidden: undefined, alwaysShow: undefined },
          { path: 'detail', title: '详情', hidden: true, alwaysShow: undefined },
        ],
      },
    ]);
  });
});
