import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyCentrePaths } from '@study-portal/api';
import { contractHttp, demoSubjectJoins, demoSubjects, mockDb, ok } from '@study-portal/api/mocks';
import { expect, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { StudyCentreAt } from '../testing/StudyCentreAt';
import { firstLoad } from '../testing/storyTimeouts';

const meta = {
  title: 'Portal/StudyCentre/Subjects',
  component: StudyCentreAt,
  args: { tab: 'topics' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof StudyCentreAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyTopics: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '我的专题' }, firstLoad);
    const first = demoSubjects.find((subject) => subject.id === demoSubjectJoins.learner![0]!.id)!;
    const names = within(list).getAllByRole('heading').map((heading) => heading.textContent);
    await expect(names).toContain(first.name);
    await expect(within(list).getAllByRole('progressbar').length).toBe(names.length);
    // Each topic's progress is part of its card.
    for (const card of within(list).getAllByRole('article')) await expect(within(card).getByRole('progressbar')).toBeVisible();
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/subjectDetail\?id=/));
  },
};

export const NoTopics: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.mySubjects, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容', {}, firstLoad)).toBeVisible();
  },
};

export const TopicsUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.mySubjects, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent('专题数据加载失败');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(studyCentrePaths.mySubjects, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '我的专题', level: 2 }, firstLoad)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '我的专题' })).toBeNull();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { globals: { elder: true } };
