import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { afterFirstPage, FirstPageShown, holdExtrasForFirstPage, useExtrasReady } from './firstPage';

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

describe('downloads no page waits for (the emoji font)', () => {
  afterEach(() => jest.useRealTimers());

  it('start once the first page has been shown and the main thread is idle, once', () => {
    jest.useFakeTimers();
    holdExtrasForFirstPage();
    const work = jest.fn();
    afterFirstPage(work);
    render(<FirstPageShown />);
    act(() => jest.advanceTimersByTime(10));
    // jsdom has no requestIdleCallback: its stand-in is a timer, run after the page's release.
    act(() => jest.advanceTimersByTime(100));
    expect(work).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5_000));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('do not start while the first page is still coming', () => {
    jest.useFakeTimers();
    holdExtrasForFirstPage();
    const work = jest.fn();
    afterFirstPage(work);
    act(() => jest.advanceTimersByTime(2_900));
    expect(work).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
