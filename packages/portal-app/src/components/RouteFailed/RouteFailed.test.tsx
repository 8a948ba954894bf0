import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteTable } from '../RouteTable';
import { RouteFailed } from './RouteFailed';

/** A screen that throws `error` while drawing. */
function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error, reload = vi.fn()) {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter>
      <RouteTable routes={[{ path: '/', element: <Throws error={error} />, errorElement: <RouteFailed reload={reload} /> }]} loading={null} />
    </MemoryRouter>,
  );
  consoleError.mockRestore();
  return reload;
}

describe('RouteFailed', () => {
  it('says the page failed, never the error’s own text, and offers a reload and the way home', async () => {
    const reload = renderFailing(new Error('<img src=x onerror=alert(1)> secret stack'));
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.queryByText(/secret stack/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks for a reload in words a learner understands when the page’s code could not be fetched', () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: https://portal.example.cn/assets/exam-taking-1a2b.js'));
    expect(screen.getByRole('alert')).toHaveTextContent('页面未能加载，可能是网络中断或系统已更新，请刷新页面后重试。');
  });
});
