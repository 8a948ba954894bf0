// @vitest-environment jsdom
import { markLoading } from '@study-portal/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaints, whenScreenComplete } from './screenShown';

/** A picture still on its way to the screen, whose decode() the test settles. */
function arrivingPicture(loading: 'eager' | 'lazy' = 'eager') {
  const picture = document.createElement('img');
  picture.loading = loading;
  let settle!: (arrived: boolean) => void;
  picture.decode = () =>
    new Promise<void>((resolve, reject) => {
      settle = (arrived) => {
        if (arrived) resolve();
        else reject(new Error('broken picture'));
      };
    });
  return { picture, settle: (arrived = true) => settle(arrived) };
}

/** Lets the watcher's mutation callbacks and decode() promises run. */
const settleMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(() => resolve())));

async function isSettled(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await settleMicrotasks();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('whenScreenComplete', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('waits for the main region to appear and for its loading parts to be done', async () => {
    const complete = whenScreenComplete(document, 'main-region');
    expect(await isSettled(complete)).toBe(false);

    const main = document.createElement('main');
    main.id = 'main-region';
    const placeholder = document.createElement('div');
    main.append(placeholder);
    const done = markLoading(placeholder);
    document.body.append(main);
    expect(await isSettled(complete)).toBe(false);

    done();
    expect(await isSettled(complete)).toBe(true);
  });

  it('does not wait for a loading part outside its region, nor for a mere aria-busy', async () => {
    const main = document.createElement('main');
    main.id = 'main-region';
    const busyButton = document.createElement('button');
    busyButton.setAttribute('aria-busy', 'true');
    main.append(busyButton);
    const aside = document.createElement('aside');
    document.body.append(main, aside);
    const done = markLoading(aside);

    expect(await isSettled(whenScreenComplete(document, 'main-region'))).toBe(true);
    done();
  });

  it('waits for the eager pictures to arrive, a broken one included, but not for lazy ones', async () => {
    const main = document.createElement('main');
    main.id = 'main-region';
    const cover = arrivingPicture();
    const broken = arrivingPicture();
    const belowTheFold = arrivingPicture('lazy');
    main.append(cover.picture, broken.picture, belowTheFold.picture);
    document.body.append(main);

    const complete = whenScreenComplete(document, 'main-region');
    expect(await isSettled(complete)).toBe(false);

    cover.settle();
    expect(await isSettled(complete)).toBe(false);

    broken.settle(false);
    expect(await isSettled(complete)).toBe(true);
  });

  it('checks again when a picture arrives after a new one was added', async () => {
    const main = document.createElement('main');
    main.id = 'main-region';
    const first = arrivingPicture();
    main.append(first.picture);
    document.body.append(main);
    const complete = whenScreenComplete(document, 'main-region');

    const second = arrivingPicture();
    main.append(second.picture);
    first.settle();
    expect(await isSettled(complete)).toBe(false);

    second.settle();
    expect(await isSettled(complete)).toBe(true);
  });
});

describe('afterPaints', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves only after as many frames’ resize observations, in a task of its own', async () => {
    let report: (() => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );

    const painted = afterPaints(document, 2);
    expect(await isSettled(painted)).toBe(false);

    report?.();
    expect(await isSettled(painted)).toBe(false);

    report?.();
    expect(disconnect).toHaveBeenCalledTimes(2);
    expect(await isSettled(painted)).toBe(true);
  });
});
