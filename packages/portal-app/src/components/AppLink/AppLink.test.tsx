import { Button, LinkProvider } from '@study-portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppLink } from './AppLink';

function Landed() {
  const { pathname, search } = useLocation();
  return <p role="status">已打开 {`${pathname}${search}`}</p>;
}

/** The links at `/`, and every other address shown as text, in a memory router with `basename`. */
function renderInRouter(links: ReactNode, basename = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LinkProvider component={AppLink}>{links}</LinkProvider> },
      { path: '*', element: <Landed /> },
    ],
    { basename, initialEntries: [basename] },
  );
  render(<RouterProvider router={router} />);
}

// Whether the click reached the document with its default (a page load) still to happen; the
// load itself is cancelled there, since jsdom cannot navigate.
let loadsPage: boolean | undefined;
const watchPageLoads = (event: MouseEvent) => {
  loadsPage = !event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  loadsPage = undefined;
  document.addEventListener('click', watchPageLoads);
});
afterEach(() => document.removeEventListener('click', watchPageLoads));

describe('AppLink', () => {
  it('routes to a page of the portal without loading it', async () => {
    renderInRouter(<Button href="/liveIndex?tab=ended">返回直播列表</Button>);
    const link = screen.getByRole('link', { name: '返回直播列表' });
    expect(link).toHaveAttribute('href', '/liveIndex?tab=ended');
    await userEvent.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('已打开 /liveIndex?tab=ended');
    expect(loadsPage).toBe(false);
  });

  it('leaves a click that asks for a new tab to the browser', async () => {
    renderInRouter(<Button href="/liveIndex">返回直播列表</Button>);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: '返回直播列表' }));
    expect(loadsPage).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps another site, and a mail address, plain anchors', async () => {
    renderInRouter(
      <>
        <Button href="https://library.example.cn/books">数字图书馆</Button>
        <Button href="mailto:peixun@example.cn">邮件咨询</Button>
      </>,
    );
    expect(screen.getByRole('link', { name: '数字图书馆' })).toHaveAttribute('href', 'https://library.example.cn/books');
    await userEvent.click(screen.getByRole('link', { name: '数字图书馆' }));
    expect(loadsPage).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: '邮件咨询' }));
    expect(loadsPage).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("routes the admin site's own pages under its basename, and loads the portal's", async () => {
    renderInRouter(
      <>
        <Button href="/admin/classes">班级管理</Button>
        <Button href="/index">返回门户</Button>
      </>,
      '/admin',
    );
    expect(screen.getByRole('link', { name: '班级管理' })).toHaveAttribute('href', '/admin/classes');
    await userEvent.click(screen.getByRole('link', { name: '返回门户' }));
    expect(loadsPage).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: '班级管理' }));
    expect(loadsPage).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('已打开 /classes');
  });

  it('is a plain anchor outside the router', () => {
    render(
      <LinkProvider component={AppLink}>
        <Button href="/index">返回首页</Button>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  });
});
