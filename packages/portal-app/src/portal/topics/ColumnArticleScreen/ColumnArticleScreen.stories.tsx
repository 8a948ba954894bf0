import type { Meta, StoryObj } from '@storybook/react-vite';
import { columnPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { ColumnArticleScreen } from './ColumnArticleScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function ColumnArticleAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <StoryRoutes path="/specialReTextDetails">
        <ColumnArticleScreen />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Topics/ColumnArticle',
  component: ColumnArticleAt,
  args: { path: '/specialReTextDetails?id=ca1' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColumnArticleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsArticle: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '在学思践悟中筑牢思想根基' })).toBeVisible();
  await expect(await canvas.findByText('理论上的清醒是政治上坚定的前提。')).toBeVisible();
};

export const Article: Story = {
  play: async (context) => {
    await showsArticle(context);
    const { canvas } = context;
    await expect(await canvas.findByText('本刊评论员')).toBeVisible();
    await expect(await canvas.findByText('2026-03-05 10:00')).toBeVisible();
  },
};

export const ArticleInteraction: Story = {
  ...Article,
  name: 'Test: Article',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Article.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('link', { name: '新思想学习专栏' }));
    await expect(await canvas.findByText('已打开 /specialReDetails?id=col1')).toBeVisible();
  },
};

export const HostileArticle: Story = {
  beforeEach: hostileScenario,
  args: { path: '/specialReTextDetails?id=ca-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>健康小贴士' })).toBeVisible();
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(await canvas.findByText('javascript:alert(1)')).toBeVisible();
    await expect(await canvas.findByText('阅读原文')).not.toHaveAttribute('href', expect.stringMatching(/^javascript/));
    await expect(canvasElement.querySelector('[href^="javascript"], [onerror], [data-rich-text] script')).toBeNull();
  },
};

// A backend that cuts text by UTF-16 units sends half an emoji; the column's link must not
// take the page down with it (encodeURIComponent threw on it while the page rendered).
export const ColumnIdWithHalfACharacter: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.get(columnPaths.article, () =>
        HttpResponse.json({
          success: true,
          data: { id: 'ca1', title: '在学思践悟中筑牢思想根基', columnId: 'col1\uD83D', columnName: '新思想学习专栏\uD83D', content: '<p>正文</p>' },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '在学思践悟中筑牢思想根基' })).toBeVisible();
  },
};

export const ColumnIdWithHalfACharacterInteraction: Story = {
  ...ColumnIdWithHalfACharacter,
  name: 'Test: Column Id With Half A Character',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ColumnIdWithHalfACharacter.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('link', { name: /^新思想学习专栏/ }));
    await expect(await canvas.findByText('已打开 /specialReDetails?id=col1%EF%BF%BD')).toBeVisible();
  },
};

export const ArticleWithoutBody: Story = {
  beforeEach: hostileScenario,
  args: { path: '/specialReTextDetails?id=ca-empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '暂无正文的文章' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: '正文' })).toHaveTextContent('暂无内容');
  },
};

export const UnknownArticle: Story = {
  args: { path: '/specialReTextDetails?id=ca-missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文章不存在');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(columnPaths.article, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载文章')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(columnPaths.article, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文章数据加载失败');
  },
};

export const ArticleBlueTheme: Story = { globals: { theme: 'blue' }, play: showsArticle };

export const ArticleElderMode: Story = { globals: { elder: true }, play: showsArticle };
