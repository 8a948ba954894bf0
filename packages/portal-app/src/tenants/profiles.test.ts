import { describe, expect, it } from 'vitest';
import { readFeatures } from './features';
import { demoSubSiteConfig } from '@study-portal/api/mocks';
import { defaultTenantProfile, resolveTenantProfile, subSiteMenu, tenantMenu, yearHoursText } from './profiles';

const labels = (tenantId: string, theme: 'red' | 'blue' = 'red', externalAcademy = false) =>
  tenantMenu(resolveTenantProfile(tenantId), { theme, externalAcademy }).map((entry) => entry.label);

describe('tenant profiles', () => {
  it('take the menu from the sub-site configuration: tenant, theme and the ZWY_SHOW switch', () => {
    const ids = (subSite: Parameters<typeof subSiteMenu>[0]) => subSiteMenu(subSite).map((entry) => entry.id);
    expect(ids(undefined)).toEqual(['home', 'courses', 'topics', 'classes', 'columns', 'studyCentre']);
    const plain = { ...demoSubSiteConfig, tenantId: '001.001', sysParam: [{ code: 'THEME', value: 'red' }] };
    expect(ids(plain)).toEqual(['home', 'courses', 'topics', 'studyCentre']);
    expect(ids({ ...plain, sysParam: [{ code: 'ZWY_SHOW', value: 'Y' }, { code: 'THEME', value: 'blue' }] })).toEqual([
      'home',
      'studyCentre',
      'classes',
      'literacy',
      'literaryArts',
      'digitalLibrary',
      'academy',
    ]);
  });

  it.each([
    ['001.001.100', ['首页', '课程推荐', '专题推荐', '网上专题班', '栏目推荐', '学习中心']],
    ['001.001.065', ['首页', '课程推荐', '专题推荐', '网上专题班', '栏目推荐', '学习中心']],
    ['001.001.043', ['首页', '网上专题班', '课程推荐', '专题推荐', '栏目推荐', '学习中心']],
    ['001.001', ['首页', '课程推荐', '专题推荐', '学习中心']],
    ['unknown', ['首页', '课程推荐', '专题推荐', '网上专题班', '栏目推荐', '学习中心']],
  ])('tenant %s has the menu %j', (tenantId, menu) => {
    expect(labels(tenantId)).toEqual(menu);
  });

  it('gives the blue theme its own menu, with the digital library opening outside', () => {
    const menu = tenantMenu(defaultTenantProfile, { theme: 'blue', externalAcademy: false });
    expect(menu.map((entry) => [entry.label, entry.kind === 'link' ? entry.href : ''])).toEqual([
      ['首页', '/index'],
      ['学习中心', '/personalCenter'],
      ['网上专题班', '/projectIndex'],
      ['综合素养课程', '/multipleIndex'],
      ['文艺专业课程', '/literaryIndex'],
      ['数字图书馆', expect.stringMatching(/^https:\/\//)],
    ]);
    expect(menu.at(-1)).toMatchObject({ kind: 'link', external: true });
  });

  it('adds the external academy as a button, not a link, when ZWY_SHOW is on', () => {
    for (const [tenantId, theme] of [['001.001.100', 'red'], ['001.001', 'red'], ['001.001.065', 'blue']] as const) {
      const menu = tenantMenu(resolveTenantProfile(tenantId), { theme, externalAcademy: true });
      expect(menu.at(-1)).toEqual({ kind: 'button', id: 'academy', label: '中国干部网络学院' });
    }
  });

  it.each([
    ['001.001.065', 'compulsoryAndElective', 'forced'],
    ['001.001.100', 'totalAndCompulsory', 'reminder'],
    ['001.001.043', 'totalAndCompulsory', 'reminder'],
    ['001.001', 'totalAndCompulsory', 'reminder'],
  ])('tenant %s shows %s hours; a password to change gets the %s', (tenantId, hours, passwordChange) => {
    expect(resolveTenantProfile(tenantId)).toMatchObject({ hours, passwordChange });
  });

  it('writes the hours by the rule', () => {
    const summary = { tbtpHourSum: 12.5, compulsoryHour: 8, optionalHour: 4.5 };
    expect(yearHoursText(summary, 'totalAndCompulsory')).toBe('12.5（其中必修 8）');
    expect(yearHoursText(summary, 'compulsoryAndElective')).toBe('必修 8，选修 4.5');
  });
});

describe('system parameters', () => {
  it.each([
    [[{ code: 'ZWY_SHOW', value: 'Y' }], { externalAcademy: true }],
    [[{ code: 'ZWY_SHOW', value: 'N' }], { externalAcademy: false }],
    [[{ code: 'ZWY_SHOW', value: '' }], { externalAcademy: false }],
    [[{ code: 'ZWY_SHOW', value: '  ' }], { externalAcademy: false }],
    [[], { externalAcademy: false }],
    [
      [{ code: 'HEADER_BG_IMG', value: '/img/head.png' }, { code: 'FOCUS_COLOR', value: '#c50405' }],
      { externalAcademy: false, headerBackground: '/img/head.png', focusColor: '#c50405' },
    ],
    [[{ code: 'HEADER_BG_IMG', value: 'N' }, { code: 'FOCUS_COLOR', value: '' }], { externalAcademy: false }],
  ])('%j switches %j', (params, features) => {
    expect(readFeatures(params)).toEqual(features);
  });
});
