import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteTable, useRouteMatches } from './RouteTable';
import { useRouteFailure } from './routeFailure';
import { loadScreenCode, type ScreenCode } from './screenCode';

/** A promise the test settles by hand: a screen's code on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Titles() {
  const titles = useRouteMatches().map((match) => (match.handle as { title?: string } | undefined)?.title ?? '-');
  return <p data-testid="titles">{titles.join(' > ')}</p>;
}

function Frame() {
  return (
    <main>
      <Titles />
      <Link to="/b">to b</Link>
      <Link to="/a">to a</Link>
      <Outlet />
    </main>
  );
}

function Failure() {
  const error = useRouteFailure();
  return <p role="alert">failed: {error instanceof Error ? error.message : 'unknown'}</p>;
}

function Throws(): never {
  throw new Error('screen broke');
}

// Awaited: a render that suspends is only retried by React inside an awaited act.
const renderAt = (path: string, routes: RouteObject[]) =>
  act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouteTable routes={routes} loading={<p role="status">loading</p>} />
      </MemoryRouter>,
    );
  });

describe('RouteTable', () => {
  it('draws the frame and the loading place while a screen’s code comes, then the screen', async () => {
    const code = deferred<ScreenCode>();
    await renderAt('/a', [{ element: <Frame />, handle: { title: 'Frame' }, children: [{ path: '/a', handle: { title: 'A' }, lazy: () => code.promise }] }]);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(screen.getByTestId('titles')).toHaveTextContent('Frame > A');
    await act(async () => code.resolve({ Component: () => <h1>Screen A</h1> }));
    expect(await screen.findByRole('heading', { name: 'Screen A' })).toBeInTheDocument();
  });

  it('draws a screen whose code start-up already fetched without a loading pass', async () => {
    const loader = vi.fn(async () => ({ element: <h1>Ready</h1> }));
    await loadScreenCode(loader);
    await renderAt('/a', [{ path: '/a', lazy: loader }]);
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('fails a throwing screen in place, keeps the frame, and lets the learner go on elsewhere', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/a', [
      {
        element: <Frame />,
        children: [
          { path: '/a', element: <Throws />, errorElement: <Failure /> },
          { path: '/b', element: <h1>Screen B</h1>, errorElement: <Failure /> },
        ],
      },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('failed: screen broke');
    expect(screen.getByRole('link', { name: 'to b' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(await screen.findByRole('heading', { name: 'Screen B' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('reports code that could not be fetched as the route’s failure, and fetches it again on the next visit', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferred<ScreenCode>();
    const loader = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue({ element: <h1>Screen A</h1> });
    await renderAt('/a', [
      {
        element: <Frame />,
        children: [
          { path: '/a', lazy: loader, errorElement: <Failure /> },
          { path: '/b', element: <h1>Screen B</h1> },
        ],
      },
    ]);
    await act(async () => first.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    const toA = await screen.findByRole('link', { name: 'to a' });
    await act(() => userEvent.click(toA));
    expect(await screen.findByRole('heading', { name: 'Screen A' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('gives no matches outside a route table', () => {
    render(<Titles />);
    expect(screen.getByTestId('titles')).toHaveTextContent('');
  });
});
