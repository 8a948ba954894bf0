import type { Meta, StoryObj } from '@storybook/react-vite';
import { statisticsPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { PublicWelcome } from './PublicScreen';

function PublicPage({ onLogin }: { onLogin: () => void }) {
  return (
    <ScreenHarness path="/public">
      <PublicWelcome onLogin={onLogin} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Home/Public',
  component: PublicPage,
  args: { onLogin: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PublicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '欢迎访问干部网络学院' })).toBeVisible();
    await expect(await canvas.findByText('注册学员')).toBeVisible();
  },
};

export const VisitorInteraction: Story = {
  ...Visitor,
  name: 'Test: Visitor',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Visitor.play!(context);
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: '学员登录' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const VisitorBlueTheme: Story = { globals: { theme: 'blue' } };

export const VisitorElderMode: Story = { globals: { elder: true } };

export const WithoutStatistics: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(statisticsPaths.info, () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '欢迎访问干部网络学院' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '学员登录' })).toBeVisible();
  },
};
