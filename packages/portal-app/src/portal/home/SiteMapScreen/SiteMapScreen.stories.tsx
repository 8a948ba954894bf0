import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteConfigPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { WithAreaRouteTables } from '../../testing/WithAreaRouteTables';
import { SiteMapScreen } from './SiteMapScreen';

function SiteMapPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/siteMap">
      <WithAreaRouteTables>
        <StoryRoutes path="/siteMap">
          <SiteMapScreen />
        </StoryRoutes>
      </WithAreaRouteTables>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Home/SiteMap',
  component: SiteMapPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SiteMapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The names of the links under one group's heading. */
const linksOf = async (canvas: Canvas, group: string) =>
  within(await canvas.findByRole('navigation', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const DemoAcademy: Story = {
  globals: { tenant: 'demo' },
  play: async ({ canvas }) => {
    // The screen reads every area's route table first.
    await expect(await canvas.findByRole('heading', { level: 1, name: '网站地图' })).toBeVisible();
    await expect(await linksOf(canvas, '资讯与服务')).toEqual(['通知公告', '帮助中心', '移动学习客户端']);
    // The demo's menu has 课程推荐 but not the two root categories.
    await expect(await linksOf(canvas, '课程学习')).toEqual(['课程推荐', '名师讲堂']);
    await expect(await linksOf(canvas, '网上专题班')).toEqual(['网上专题班', '市级网上专题班', '我的专题班']);
    await expect(await linksOf(canvas, '学习中心')).toEqual(['我的首页', '学习中心', '消息中心', '年度学习报告', '学习档案']);
    await expect(canvas.getByRole('link', { name: '正式测验' })).toHaveAttribute('href', '/solidify/officialManage');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '资讯与服务',
      '课程学习',
      '专题与栏目',
      '网上专题班',
      '直播',
      '研讨与学习活动',
      '考试与问卷',
      '学习中心',
    ]);
  },
};

export const DemoAcademyInteraction: Story = {
  ...DemoAcademy,
  name: 'Test: Demo Academy',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await DemoAcademy.play!(context);
    const { canvas } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '通知公告' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('已打开 /information')).toBeVisible();
  },
};

export const WithoutClassesAndColumns: Story = {
  // This tenant's menu offers neither 网上专题班 nor 栏目推荐, so the map leaves their pages out.
  globals: { tenant: 'branded' },
  play: async ({ canvas }) => {
    await expect(await linksOf(canvas, '专题与栏目')).toEqual(['专题推荐']);
    await expect(canvas.queryByRole('navigation', { name: '网上专题班' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: '我的专题班' })).not.toBeInTheDocument();
  },
};

export const BlueCityMenu: Story = {
  // The blue menu has the two root categories and classes, but not 课程推荐, 专题推荐 or 栏目推荐.
  globals: { tenant: 'blueCity' },
  play: async ({ canvas }) => {
    await expect(await linksOf(canvas, '课程学习')).toEqual(['综合素养课程', '文艺专业课程']);
    await expect(canvas.getByRole('link', { name: '综合素养课程' })).toHaveAttribute('href', '/multipleIndex');
    await expect(canvas.queryByRole('navigation', { name: '专题与栏目' })).not.toBeInTheDocument();
    await expect(await linksOf(canvas, '网上专题班')).toEqual(['网上专题班', '市级网上专题班', '我的专题班']);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(siteConfigPaths.subSite, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载网站地图')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(siteConfigPaths.subSite, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 9000 })).toHaveTextContent('网站地图数据加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
