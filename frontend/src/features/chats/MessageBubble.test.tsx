import { cleanup, render, screen, within } from '@testing-library/react';
import { MessageBubble } from './MessageBubble';
import { BUBBLE_COLORS, fromServer } from './model';
import { BRUNO, makeMessage, ME } from '../../test/chats';

function renderBubble(message: ReturnType<typeof makeMessage>, mine: boolean) {
  render(
    <ul>
      <MessageBubble message={fromServer(message)} mine={mine} />
    </ul>,
  );
  return screen.getByTestId('bubble');
}

/** The colour as the browser computes it ('#dcf8c6' → 'rgb(220, 248, 198)'). */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('MessageBubble (spec §2)', () => {
  it('wraps the text every 30 characters', () => {
    const bubble = renderBubble(makeMessage({ message: `${'x'.repeat(45)} ${'y'.repeat(20)} ok` }), false);
    const lines = within(bubble).getAllByTestId('bubble-line').map((line) => line.textContent);
    expect(lines).toEqual(['x'.repeat(30), 'x'.repeat(15), `${'y'.repeat(20)} ok`]);
  });

  it('lets the text take its own direction (English in the Arabic interface, Arabic in the English one)', () => {
    const bubble = renderBubble(makeMessage({ message: 'مرحبا' }), false);
    expect(within(bubble).getByText('مرحبا').closest('p')).toHaveAttribute('dir', 'auto');
  });

  it('is light green when it is mine, with a sent tick that turns to seen', () => {
    const bubble = renderBubble(makeMessage({ user_id: ME.id }), true);
    expect(getComputedStyle(bubble).backgroundColor).toBe(rgb(BUBBLE_COLORS.mine));
    expect(within(bubble).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
  });

  it("is light blue when it is the other's, without ticks", () => {
    const bubble = renderBubble(makeMessage({ user_id: BRUNO.id }), false);
    expect(getComputedStyle(bubble).backgroundColor).toBe(rgb(BUBBLE_COLORS.theirs));
    expect(within(bubble).queryByRole('img', { name: /sent|seen/i })).not.toBeInTheDocument();
  });

  it('shows ✓✓ once the other has seen my message, and the relative time', () => {
    const bubble = renderBubble(
      makeMessage({ user_id: ME.id, seen_at: new Date().toISOString(), created_at: new Date(Date.now() - 5 * 60_000).toISOString() }),
      true,
    );
    expect(within(bubble).getByRole('img', { name: 'Seen' })).toBeInTheDocument();
    expect(within(bubble).getByText('5 minutes ago')).toBeInTheDocument();
  });

  it('offers Report on the other’s messages only, and marks mine hidden by moderators', () => {
    renderBubble(makeMessage({ user_id: BRUNO.id }), false);
    expect(screen.getByRole('button', { name: 'Report message' })).toBeInTheDocument();
    cleanup();
    renderBubble(makeMessage({ user_id: ME.id, hidden: true }), true);
    expect(screen.queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument();
    expect(screen.getByText('Hidden by moderators')).toBeInTheDocument();
  });
});
