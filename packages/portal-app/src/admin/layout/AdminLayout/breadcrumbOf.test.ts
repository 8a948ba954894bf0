import { describe, expect, it } from 'vitest';
import { breadcrumbOf } from './breadcrumbOf';

const home = { path: '/dashboard', title: '首页' };

describe('breadcrumbOf', () => {
  it.each([
    ['the home page alone', [{ pathname: '/' }, { pathname: '/dashboard', handle: { title: '首页' } }, { pathname: '/dashboard/' }], [{ label: '首页', href: '/admin/dashboard' }]],
    [
      'another page after 首页',
      [{ pathname: '/' }, { pathname: '/classes', handle: { title: '专题班管理' } }, { pathname: '/classes/' }],
      [
        { label: '首页', href: '/admin/dashboard' },
        { label: '专题班管理', href: '/admin/classes' },
      ],
    ],
    [
      'nested titles in order',
      [{ pathname: '/content', handle: { title: '内容' } }, { pathname: '/content/notices', handle: { title: '通知公告' } }],
      [
        { label: '首页', href: '/admin/dashboard' },
        { label: '内容', href: '/admin/content' },
        { label: '通知公告', href: '/admin/content/notices' },
      ],
    ],
    ['a page without a title', [{ pathname: '/x', handle: {} }], [{ label: '首页', href: '/admin/dashboard' }]],
  ])('%s', (_name, matches, expected) => {
    expect(breadcrumbOf(matches, '/admin', home)).toEqual(expected);
  });
});
