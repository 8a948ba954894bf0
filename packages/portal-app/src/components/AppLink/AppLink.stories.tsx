import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, LinkProvider } from '@study-portal/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { AppLink } from './AppLink';

function Landed() {
  const { pathname, search } = useLocation();
  return <p role="status">已打开 {`${pathname}${search}`}</p>;
}

/** The kit's links as the portal draws them: a page of the portal, and another site. */
function PortalLinks() {
  return (
    <MemoryRouter>
      <LinkProvider component={AppLink}>
        <Routes>
          <Route
            path="/"
            element={
              <div style={{ display: 'flex', gap: 8 }}>
                <Button href="/liveInit?id=live-01" variant="primary">
                  进入直播间
                </Button>
                <Button href="https://library.example.cn/" target="_blank" rel="noopener noreferrer">
                  数字图书馆
                </Button>
              </div>
            }
          />
          <Route path="*" element={<Landed />} />
        </Routes>
      </LinkProvider>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Shared/AppLink',
  component: PortalLinks,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PortalLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links drawn as buttons: a page of the portal routes inside the app; another site stays a plain link. */
export const PortalAndOtherSite: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '进入直播间' })).toHaveAttribute('href', '/liveInit?id=live-01');
    await expect(canvas.getByRole('link', { name: '数字图书馆' })).toHaveAttribute('href', 'https://library.example.cn/');
  },
};

export const PortalAndOtherSiteInteraction: Story = {
  ...PortalAndOtherSite,
  name: 'Test: Portal And Other Site',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await PortalAndOtherSite.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('link', { name: '进入直播间' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('已打开 /liveInit?id=live-01');
  },
};
