import { jest } from '@jest/globals';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { useToast } from '../../lib/toastContext';
import { AUTO_HIDE_MS, MAX_TOASTS, REMOVE_DELAY_MS, ToastProvider } from './ToastProvider';

function renderToasts() {
  return renderHook(() => useToast(), { wrapper: ToastProvider }).result.current;
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps at most 20, dropping the oldest', async () => {
    expect(MAX_TOASTS).toBe(20);
    const toaster = renderToasts();
    act(() => {
      for (let i = 1; i <= 25; i += 1) {
        toaster.info(`Message ${i}`);
      }
    });
    // The toasts' components load with the first one.
    expect(await screen.findAllByRole('alert')).toHaveLength(20);
    expect(screen.queryByText('Message 5')).not.toBeInTheDocument();
    expect(screen.getByText('Message 6')).toBeInTheDocument();
    expect(screen.getByText('Message 25')).toBeInTheDocument();
  });

  it('removes a dismissed toast 1000 ms later', async () => {
    expect(REMOVE_DELAY_MS).toBe(1000);
    const toaster = renderToasts();
    act(() => toaster.error('Server error'));

    fireEvent.click(await screen.findByRole('button', { name: /close/i }));
    act(() => jest.advanceTimersByTime(REMOVE_DELAY_MS - 1));
    expect(screen.getByText('Server error')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
  });

  it('hides a toast by itself after a while, then removes it', async () => {
    const toaster = renderToasts();
    act(() => toaster.success('Password Changed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Changed');

    act(() => jest.advanceTimersByTime(AUTO_HIDE_MS + REMOVE_DELAY_MS));
    expect(screen.queryByText('Password Changed')).not.toBeInTheDocument();
  });
});
