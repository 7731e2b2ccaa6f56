import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <Link to="/a">Page A</Link>
      <Link to="/b">Page B</Link>
      <Link to="/b?tab=2">Other tab</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('ScrollToTop', () => {
  it('starts a new page at the top, but not a change of tab or a step back', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollToTop />
        <Routes>
          <Route path="/a" element={<Page name="A" />} />
          <Route path="/b" element={<Page name="B" />} />
        </Routes>
      </MemoryRouter>,
    );
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('link', { name: 'Page B' }));
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Page A' }));
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1); // for A, not for the tab

    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
