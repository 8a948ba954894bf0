import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPortalClients, defaultPortalConfig, portalStorage, storageKeys } from '@study-portal/api';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, fn, waitFor } from 'storybook/test';
import { SWRConfig } from 'swr';
import { AppProviders } from '../../app/AppProviders';
import { PortalToolbar, type PortalToolbarProps } from './PortalToolbar';

const clients = createPortalClients(defaultPortalConfig);

/** The toolbar with nobody signed in; `leave` stands in for going to the SSO site. */
function ToolbarSignedOut({ leave, ...props }: PortalToolbarProps & { leave: (address: string) => void }) {
  const router = createMemoryRouter([{ path: '/index', element: <PortalToolbar {...props} /> }], { initialEntries: ['/index'] });
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders clients={clients} leave={leave}>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>
  );
}

const meta = {
  title: 'Frame/PortalToolbar',
  component: ToolbarSignedOut,
  args: {
    siteConfig: { manualUrl: '/demo-media/learner-manual.html', appVersionList: [{ type_dict: 'Android', qrCodeUrl: '/demo-media/app-android-qr.svg' }] },
    hoursRule: 'totalAndCompulsory',
    externalAcademy: false,
    leave: fn(),
    openWindow: fn(),
  },
  // Signed-in stories elsewhere keep their token in the session storage the browser shares.
  beforeEach: () => {
    portalStorage.clearSession();
    window.sessionStorage.removeItem(storageKeys.accessToken);
  },
} satisfies Meta<typeof ToolbarSignedOut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedOutInteraction: Story = {
  ...SignedOut,
  name: 'Test: Signed Out',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '学员登录' }));
    // The sign-in address is checked by a module loaded on first use.
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(expect.stringContaining('redirect=')));
    await expect(canvas.getByRole('link', { name: /学员手册/ })).toHaveAttribute('target', '_blank');
  },
};

export const AdminLoginSignedOut: Story = {
  name: 'Test: Admin Login Signed Out',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '管理员登录' }));
    await waitFor(() => expect(args.leave).toHaveBeenCalled());
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};
