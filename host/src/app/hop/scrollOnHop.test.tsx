import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router-dom';
import { useScrollOnHop } from './useScrollOnHop';
import { HopRouter } from './HopRouter';
import { createWarmUp, WarmUpContext } from './warmUp';

/** Lives above the routes, as in App: it outlives every page. */
function ScrollOnHop() {
  useScrollOnHop();
  return null;
}

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">to b</Link>
    </>
  );
}

/** jsdom does not scroll: scrollTo sets what scrollY reads. */
function fakeScrolling(initial: number) {
  let y = initial;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  return vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    y = options.top ?? y;
  }) as typeof window.scrollTo);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('HopRouter with useScrollOnHop', () => {
  it('starts a hop at the top, and back returns to where the hop left the page', async () => {
    window.history.replaceState(null, '', '/a');
    const scrollTo = fakeScrolling(1600);
    render(
      <WarmUpContext value={createWarmUp()}>
        <HopRouter basename="/">
          <ScrollOnHop />
          <Routes>
            <Route path="/a" element={<Page name="a" />} />
            <Route path="/b" element={<Page name="b" />} />
          </Routes>
        </HopRouter>
      </WarmUpContext>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    expect(screen.getByRole('heading')).toHaveTextContent('b');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await act(async () => window.history.back());
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('a'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1600, left: 0, behavior: 'instant' });
  });
});
