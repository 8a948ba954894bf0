import { describe, expect, it } from 'vitest';
import { loadAreaRouteTables } from '../../testing/WithAreaRouteTables';
import { menuEntries, menuVariants } from '../../../tenants/menus';
import { routeTitles, siteMapFor, siteMapGroups } from './siteMap';

const titles = routeTitles(await loadAreaRouteTables());
const menuOf = (ids: readonly (keyof typeof menuEntries)[]) => ids.map((id) => menuEntries[id]);

describe('the site map', () => {
  it('lists only pages the route tables serve, each under its route title, none twice', () => {
    const paths = siteMapGroups.flatMap((group) => group.paths);
    expect(paths.filter((path) => !titles.has(path.toLowerCase()))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(titles.get('/solidify/officialmanage')).toBe('正式测验');
  });

  it('with every menu entry offered, shows every page', () => {
    const sections = siteMapFor(Object.values(menuEntries), titles);
    expect(sections.flatMap((section) => section.links).length).toBe(siteMapGroups.flatMap((group) => group.paths).length);
  });

  it('leaves out the pages of menu entries the tenant does not offer, and the groups left empty', () => {
    const sections = siteMapFor(menuOf(menuVariants.withoutClassesAndColumns), titles);
    const shown = sections.flatMap((section) => section.links.map((link) => link.path));
    expect(shown).not.toContain('/projectIndex');
    expect(shown).not.toContain('/classList');
    expect(shown).not.toContain('/specialReList');
    expect(shown).toContain('/subjectList');
    expect(sections.map((section) => section.title)).not.toContain('网上专题班');
  });

  it('keeps the pages no menu entry owns for every tenant', () => {
    const sections = siteMapFor(menuOf(menuVariants.blue), titles);
    const shown = sections.flatMap((section) => section.links.map((link) => link.title));
    expect(shown).toEqual(expect.arrayContaining(['通知公告', '直播', '本期研讨', '我的首页', '综合素养课程']));
    expect(shown).not.toContain('课程推荐');
  });
});
