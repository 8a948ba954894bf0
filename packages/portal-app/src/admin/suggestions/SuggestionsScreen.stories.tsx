import type { Meta, StoryObj } from '@storybook/react-vite';
import { suggestPaths } from '@study-portal/api';
import { contractHttp, demoSuggestions, ok } from '@study-portal/api/mocks';
import { expect } from 'storybook/test';
import { failsWith, neverAnswers } from '../../testing/storyResponses';
import { ScreenFrame } from '../testing/storyFrames';
import { SuggestionsScreen } from './SuggestionsScreen';

// The call needs an administrator's session, which stories do not have: each story answers it itself.
const listPath = suggestPaths.all;
const suggestions = (demoSuggestions.learner ?? []).map((suggestion) => ({ ...suggestion, submitter: '张明', orgName: '南湖市委组织部' }));

const meta = {
  title: 'Admin/Screens/SuggestionsScreen',
  component: SuggestionsScreen,
  decorators: [(Story) => <ScreenFrame><Story /></ScreenFrame>],
} satisfies Meta<typeof SuggestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuggestions: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(listPath, () => ok({ data: suggestions, count: suggestions.length })));
  },
  play: async ({ canvas }) => {
    const first = suggestions[0];
    if (first) await expect(await canvas.findByText(first.title)).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: '张明' })).toHaveLength(suggestions.length);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(listPath, neverAnswers),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '学员建议列表' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(listPath, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无建议')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(listPath, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学员建议数据加载失败');
  },
};
