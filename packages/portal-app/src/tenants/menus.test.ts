import { describe, expect, it } from 'vitest';
import { activeMenuEntryId, defaultMenu, resolveMenu, showsEntryPage } from './menus';

describe('top menu data', () => {
  it('lists the six entries in their default order', () => {
    expect(resolveMenu(defaultMenu).map((entry) => [entry.label, entry.kind === 'link' ? entry.href : ''])).toEqual([
      ['首页', '/index'],
      ['课程推荐', '/commendIndex'],
      ['专题推荐', '/subjectList'],
      ['网上专题班', '/projectIndex'],
      ['栏目推荐', '/specialReList'],
      ['学习中心', '/personalCenter'],
    ]);
  });

  it('finds the entry of the current page, including its sub-pages', () => {
    const entries = resolveMenu(defaultMenu);
    expect(activeMenuEntryId(entries, '/index')).toBe('home');
    expect(activeMenuEntryId(entries, '/commendIndex/coursedetail')).toBe('courses');
    expect(activeMenuEntryId(entries, '/indexes')).toBeUndefined();
    expect(activeMenuEntryId(entries, '/404')).toBeUndefined();
  });

  it('keeps an entry lit on the pages of its section', () => {
    const entries = resolveMenu(defaultMenu);
    expect(activeMenuEntryId(entries, '/coursedetail')).toBe('courses');
    expect(activeMenuEntryId(entries, '/projectDetailCxda/myExam')).toBe('classes');
    expect(activeMenuEntryId(entries, '/specialReTextDetails')).toBe('columns');
    expect(activeMenuEntryId(entries, '/subjectdetail')).toBe('topics');
    expect(activeMenuEntryId(entries, '/messageCenter')).toBe('studyCentre');
    // A section's page under a hidden entry lights nothing.
    expect(activeMenuEntryId(resolveMenu(['home', 'courses']), '/projectDetail')).toBeUndefined();
  });

  it('tells the entry\'s own page from the pages below it and from its list filtered or paged', () => {
    expect(showsEntryPage('/commendIndex', { pathname: '/commendIndex', search: '' })).toBe(true);
    expect(showsEntryPage('/commendIndex', { pathname: '/commendindex', search: '' })).toBe(true);
    expect(showsEntryPage('/commendIndex', { pathname: '/coursedetail', search: '?id=c01' })).toBe(false);
    expect(showsEntryPage('/commendIndex', { pathname: '/commendIndex', search: '?categoryId=cat-party' })).toBe(false);
    expect(showsEntryPage('/personalCenter', { pathname: '/messageCenter', search: '' })).toBe(false);
  });
});
