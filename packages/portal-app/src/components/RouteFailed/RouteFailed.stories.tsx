import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { RouteTable } from '../RouteTable';
import { RouteFailed, type RouteFailedProps } from './RouteFailed';

/** A screen that throws `error` while drawing. */
function Throws({ error }: { error: Error }): never {
  throw error;
}

/** A route whose screen throws `error`, with RouteFailed as its error element. */
function FailingRoute({ error, ...props }: RouteFailedProps & { error: Error }) {
  return (
    <MemoryRouter>
      <RouteTable routes={[{ path: '/', element: <Throws error={error} />, errorElement: <RouteFailed {...props} /> }]} loading={null} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Shared/RouteFailed',
  component: FailingRoute,
  args: { error: new Error('render failed'), reload: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FailingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen that threw while drawing. */
export const ScreenThrew: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '页面出错了' })).toBeVisible();
  },
};

export const ScreenThrewInteraction: Story = {
  ...ScreenThrew,
  name: 'Test: Screen Threw',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ScreenThrew.play!(context);
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: '刷新页面' }));
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};

/** The page's code could not be fetched: offline, or a new version replaced the files. */
export const CodeMissing: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/exam-taking-1a2b.js') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('可能是网络中断或系统已更新');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
