import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotAdminScreen } from './NotAdminScreen';

const meta = {
  title: 'Admin/Screens/NotAdminScreen',
  component: NotAdminScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin site opened by someone without the manage role. */
export const WithoutTheManageRole: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('如需管理权限，请联系单位管理员。')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/index');
  },
};
