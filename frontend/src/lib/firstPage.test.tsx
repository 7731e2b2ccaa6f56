import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { FirstPageShown, holdExtrasForFirstPage, useExtrasReady } from './firstPage';

function Extras() {
  return useExtrasReady() ? <p>menus</p> : <p>waiting</p>;
}

describe('the extras of a page (menus, chat dock, socket)', () => {
  afterEach(() => jest.useRealTimers());

  it('are there at once when nothing holds them (tests, a page already shown)', () => {
    render(<Extras />);
    expect(screen.getByText('menus')).toBeInTheDocument();
  });

  it('wait for the first page, and come once it has been painted', async () => {
    holdExtrasForFirstPage();
    const { rerender } = render(<Extras />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    rerender(
      <>
        <Extras />
        <FirstPageShown />
      </>,
    );
    expect(await screen.findByText('menus')).toBeInTheDocument();
  });

  it('come after 3 s even if no page is ever shown', () => {
    jest.useFakeTimers();
    holdExtrasForFirstPage();
    render(<Extras />);
    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('menus')).toBeInTheDocument();
  });
});
