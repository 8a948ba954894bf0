import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PortalFrameContext } from '../PortalLayout/portalFrameContext';
import { PhoneHeader } from './PhoneHeader';

const meta = {
  title: 'Navigation/PhoneHeader',
  component: PhoneHeader,
  args: { title: '干部网络学院', onSearch: fn() },
  decorators: [
    (Story) => (
      <PortalFrameContext.Provider value={{ device: 'mobile', menu: { open: false, openMenu: () => undefined }, reservesToolbar: false }}>
        <div style={{ maxWidth: 390 }}>
          <Story />
        </div>
      </PortalFrameContext.Provider>
    ),
  ],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof PhoneHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row: the menu button, the brand, the search button. */
export const Default: Story = {};

/** The learner opened the search: the box unfolds under the row with the focus in it. */
export const SearchOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索框' }));
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: '搜索' })).toHaveFocus());
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

/** In the elder-friendly mode the buttons grow with the text. */
export const ElderMode: Story = { globals: { elder: true } };
