import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { scrollAfterHop, useScrollOnHop } from './useScrollOnHop';

describe('scrollAfterHop', () => {
  it('starts a page reached by a link at its top', () => {
    expect(scrollAfterHop('PUSH', true, '')).toBe('top');
    expect(scrollAfterHop('REPLACE', true, '')).toBe('top');
  });

  it('leaves back and forward, a fragment, and the same page to the browser', () => {
    expect(scrollAfterHop('POP', true, '')).toBe('browser');
    expect(scrollAfterHop('PUSH', true, '#about')).toBe('browser');
    expect(scrollAfterHop('PUSH', false, '')).toBe('browser');
  });
});

/** Lives above the routes, as in App: it outlives every page. */
function ScrollOnHop() {
  useScrollOnHop();
  return null;
}

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">to b</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useScrollOnHop', () => {
  it('scrolls to the top on a hop, not on the first render nor going back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollOnHop />
        <Routes>
          <Route path="/a" element={<Page name="a" />} />
          <Route path="/b" element={<Page name="b" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('link', { name: 'to b' }).click());
    expect(screen.getByRole('heading')).toHaveTextContent('b');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' });
    await act(async () => screen.getByRole('button', { name: 'back' }).click());
    expect(screen.getByRole('heading')).toHaveTextContent('a');
    expect(scrollTo).toHaveBeenCalledOnce();
  });
});
