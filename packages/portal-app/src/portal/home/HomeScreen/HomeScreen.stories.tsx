import type { Meta, StoryObj } from '@storybook/react-vite';
import { articlePaths, bannerPaths, coursePaths, livePaths, siteConfigPaths, tbtpPaths } from '@study-portal/api';
import { contractHttp, mockDb, ok, subSiteConfigOf } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { HomeScreen } from './HomeScreen';

function HomePage({ account }: { account?: string }) {
  return (
    <ScreenHarness path="/index" {...(account ? { signedInAs: account } : {})}>
      <HomeScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Home/Home',
  component: HomePage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

// A section's code and data arrive after it is scrolled to; the dev server may be slow to serve the code.
const slow = { timeout: 5000 };

/** Scrolls a section into view, which loads it, and returns it for queries. */
async function section(canvas: Canvas, name: string) {
  const heading = await canvas.findByRole('heading', { name, level: 2 });
  heading.scrollIntoView();
  return within(heading.closest('section')!);
}

/** The sub-site with these switches changed. */
const switches = (changes: Record<string, string>) =>
  contractHttp.post(siteConfigPaths.subSite, () => {
    const config = subSiteConfigOf(mockDb);
    return ok({ ...config, sysParam: config.sysParam.map((param) => (param.code in changes ? { ...param, value: changes[param.code]! } : param)) });
  });

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '干部网络学院首页', level: 1 })).toBeInTheDocument();
    const banner = within(await canvas.findByRole('region', { name: '焦点图' }));
    await expect(await banner.findByRole('link', { name: '学习贯彻党的二十届三中全会精神专题培训' })).toBeVisible();
  },
};

export const VisitorInteraction: Story = {
  ...Visitor,
  name: 'Test: Visitor',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Visitor.play!(context);
    const { canvas } = context;
    const banner = within(await canvas.findByRole('region', { name: '焦点图' }));
    await userEvent.click(banner.getByRole('button', { name: '暂停轮播' }));
    await userEvent.click(banner.getByRole('button', { name: '下一张' }));
    await expect(banner.getByRole('group', { name: '第2张，共3张' })).toBeVisible();
    await expect(banner.getByRole('button', { name: '开始轮播' })).toBeVisible();

    const notices = within(await canvas.findByRole('region', { name: '通知公告' }));
    await expect(await notices.findByRole('link', { name: '关于开展2026年度干部网络学习的通知' })).toHaveAttribute(
      'href',
      '/informationDetail?id=article-01',
    );
    await expect(notices.getByRole('link', { name: '更多通知公告' })).toHaveAttribute('href', '/information');

    const courses = await section(canvas, '课程推荐');
    await expect(await courses.findByRole('link', { name: '习近平新时代中国特色社会主义思想概论' }, slow)).toHaveAttribute('href', '/coursedetail?id=c01');
    await userEvent.click(courses.getByRole('button', { name: '换一换' }));
    await expect(await courses.findByRole('link', { name: '数字政府建设实务' })).toBeVisible();

    const subjects = await section(canvas, '专题推荐');
    await expect(await subjects.findByRole('link', { name: '学习贯彻党的二十届三中全会精神' }, slow)).toBeVisible();
    const classes = await section(canvas, '网上专题班');
    await expect(await classes.findByRole('link', { name: '高校思政课教师网络研修班' }, slow)).toHaveAttribute('href', '/projectDetail?id=tbtp-11');
    const lives = await section(canvas, '直播课堂');
    await expect((await lives.findAllByText('直播中', {}, slow)).length).toBeGreaterThan(0);
    await expect(lives.getByRole('link', { name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' })).toHaveAttribute('href', '/liveDetail?id=live-01');
    const columns = await section(canvas, '栏目推荐');
    await expect(await columns.findByRole('link', { name: '新思想学习专栏' }, slow)).toBeVisible();
    const ranking = await section(canvas, '学习排行');
    await expect(await ranking.findByText('注册学员', {}, slow)).toBeVisible();
    await expect(await ranking.findByRole('heading', { name: /学员学时排行$/ })).toBeVisible();
    // Each ranking leads to its honour list.
    await expect(ranking.getByRole('link', { name: '学习先锋榜' })).toHaveAttribute('href', '/peoplelists');
    await expect(ranking.getByRole('link', { name: '学习型党支部' })).toHaveAttribute('href', '/branchlists');
    const teachers = await section(canvas, '名师讲堂');
    await expect(await teachers.findByRole('link', { name: '王建国' }, slow)).toHaveAttribute('href', '/masterLectureHall/info?id=t01');
    const books = await section(canvas, '数字图书');
    const book = await books.findByRole('link', { name: /中国共产党简史/ }, slow);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    const bases = await section(canvas, '党性教育基地');
    await expect(await bases.findByRole('heading', { name: '示例省革命历史纪念馆' }, slow)).toBeVisible();
    await userEvent.click(bases.getByRole('button', { name: '查看全部8个基地' }));
    await expect(await bases.findByRole('heading', { name: '南湖基层党建示范馆' })).toBeVisible();
  },
};

export const Learner: Story = {
  args: { account: 'learner' },
};

export const LearnerInteraction: Story = {
  ...Learner,
  name: 'Test: Learner',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    // The learner's own progress shows on the recommended courses.
    const courses = await section(canvas, '课程推荐');
    await expect(await courses.findByRole('link', { name: '习近平新时代中国特色社会主义思想概论' }, slow)).toBeVisible();
    await expect(courses.getAllByText('已完成').length).toBeGreaterThan(0);
    await expect(courses.getByText('未学习')).toBeVisible();
  },
};

/** Scrolls through every section so each is loaded and checked in the theme. */
async function revealEverySection(canvas: Canvas) {
  for (const name of ['课程推荐', '专题推荐', '网上专题班', '直播课堂', '栏目推荐', '学习排行', '名师讲堂', '数字图书']) {
    const found = await section(canvas, name);
    await expect((await found.findAllByRole('listitem', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  }
  const bases = await section(canvas, '党性教育基地');
  await expect(await bases.findByRole('heading', { name: '示例省革命历史纪念馆' }, slow)).toBeVisible();
}

export const VisitorBlueTheme: Story = {
  globals: { theme: 'blue' },
};

export const VisitorBlueThemeInteraction: Story = {
  ...VisitorBlueTheme,
  name: 'Test: Visitor Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, canvasElement }) => {
    await revealEverySection(canvas);
    // The banners, covers, portraits and book covers are the tenant's content: a blue page shows them in blue.
    const pictures = [...canvasElement.querySelectorAll('[data-ratio] > img')].map((image) => image.getAttribute('src') ?? '');
    await expect(pictures.length).toBeGreaterThan(10);
    await expect(pictures.filter((address) => !address.startsWith('/demo-media/pictures/blue/'))).toEqual([]);
  },
};

export const VisitorElderMode: Story = {
  globals: { elder: true },
};

export const VisitorElderModeInteraction: Story = {
  ...VisitorElderMode,
  name: 'Test: Visitor Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => revealEverySection(canvas),
};

export const SectionsSwitchedOff: Story = {
  beforeEach: ({ msw }) => {
    msw.use(switches({ NOTICE_SHOW: 'N', LIVE_SHOW: '', BOOK_SHOW: 'N', RANKING_SHOW: 'N' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '课程推荐' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '焦点图' })).toBeInTheDocument();
    for (const name of ['通知公告', '直播课堂', '数字图书', '学习排行']) {
      await expect(canvas.queryByRole('heading', { name })).toBeNull();
    }
  },
};

export const NothingSwitchedOn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(siteConfigPaths.subSite, () => ok({ ...subSiteConfigOf(mockDb), sysParam: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(bannerPaths.list, neverAnswers),
      contractHttp.get(articlePaths.top, neverAnswers),
      contractHttp.post(coursePaths.recommend, neverAnswers),
    );
  },
  play: async ({ canvas }) => {
    const banner = within(await canvas.findByRole('region', { name: '焦点图' }));
    await expect(banner.getByRole('status')).toHaveTextContent('正在加载');
    const notices = within(await canvas.findByRole('region', { name: '通知公告' }));
    await expect(notices.getByRole('status')).toHaveTextContent('正在加载');
  },
};

export const LoadingInteraction: Story = {
  ...Loading,
  name: 'Test: Loading',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Loading.play!(context);
    const { canvas } = context;
    // The section's code has come and drawn 换一换; its three cards wait, blank, for the data.
    const courses = await section(canvas, '课程推荐');
    await expect(await courses.findByRole('button', { name: '换一换' }, slow)).toHaveAttribute('aria-disabled', 'true');
    await expect(courses.getByRole('status')).toHaveTextContent('正在加载');
    await expect(canvas.getByRole('region', { name: '课程推荐' }).querySelectorAll('[data-placeholder-card]')).toHaveLength(3);
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(bannerPaths.list, failsWith()),
      contractHttp.get(articlePaths.top, failsWith()),
      contractHttp.post(coursePaths.recommend, failsWith()),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('焦点图数据加载失败')).toBeVisible();
    await expect(await canvas.findByText('通知公告数据加载失败')).toBeVisible();
  },
};

export const FailedInteraction: Story = {
  ...Failed,
  name: 'Test: Failed',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Failed.play!(context);
    const { canvas } = context;
    const courses = await section(canvas, '课程推荐');
    await expect(await courses.findByText('推荐课程数据加载失败', {}, slow)).toBeVisible();
    await userEvent.click(courses.getByRole('button', { name: '重试' }));
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(bannerPaths.list, () => ok([])),
      contractHttp.get(articlePaths.top, () => ok([])),
      contractHttp.post(tbtpPaths.list, () => ok({ datalist: [], totalelements: 0 })),
      contractHttp.post(livePaths.list, () => ok({ data: [], count: 0 })),
    );
  },
  play: async ({ canvas }) => {
    const notices = within(await canvas.findByRole('region', { name: '通知公告' }));
    await expect(await notices.findByText('暂无数据')).toBeVisible();
  },
};

export const EmptyInteraction: Story = {
  ...Empty,
  name: 'Test: Empty',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Empty.play!(context);
    const { canvas } = context;
    const classes = await section(canvas, '网上专题班');
    await expect(await classes.findByText('暂无专题班，敬请期待', {}, slow)).toBeVisible();
    const lives = await section(canvas, '直播课堂');
    await expect(await lives.findByText('暂无数据', {}, slow)).toBeVisible();
  },
};
