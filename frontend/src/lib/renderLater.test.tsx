import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useDeferredData, useFirstItems } from './renderLater';

/** The list as each commit showed it (a layout effect runs once per commit, before any paint). */
function List({ items, commits }: { items: string[]; commits: string[][] }) {
  const shown = useFirstItems(items, 3);
  useLayoutEffect(() => {
    commits.push([...shown]);
  });
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const five = ['a', 'b', 'c', 'd', 'e'];

describe('useFirstItems', () => {
  it('shows the first items in the first paint, then the whole list', () => {
    const commits: string[][] = [];
    render(<List items={five} commits={commits} />);
    expect(commits[0]).toEqual(['a', 'b', 'c']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(five);
  });

  it('shows a short list whole at once', () => {
    const commits: string[][] = [];
    render(<List items={['a', 'b']} commits={commits} />);
    expect(commits).toEqual([['a', 'b']]);
  });

  it('shows items that come later (a next page) at once', () => {
    const commits: string[][] = [];
    const { rerender } = render(<List items={five} commits={commits} />);
    commits.length = 0;
    rerender(<List items={[...five, 'f', 'g']} commits={commits} />);
    expect(commits[0]).toEqual([...five, 'f', 'g']);
  });

  it('waits for a list that is still loading, then shows its first items first', () => {
    const commits: string[][] = [];
    const { rerender } = render(<List items={[]} commits={commits} />);
    rerender(<List items={five} commits={commits} />);
    expect(commits).toEqual([[], ['a', 'b', 'c'], five]);
  });
});

/** What each commit showed of a key's data. */
function Data({ id, data, commits }: { id: number; data?: string; commits: (string | undefined)[] }) {
  const shown = useDeferredData(id, data);
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return <p>{shown ?? 'loading'}</p>;
}

describe('useDeferredData', () => {
  it('draws data that arrives after the commit that brings it', () => {
    const commits: (string | undefined)[] = [];
    const { rerender } = render(<Data id={1} commits={commits} />);
    rerender(<Data id={1} data="one" commits={commits} />);
    expect(commits).toEqual([undefined, undefined, 'one']);
  });

  it('keeps showing the data while a newer version of it is drawn', () => {
    const commits: (string | undefined)[] = [];
    const { rerender } = render(<Data id={1} data="one" commits={commits} />);
    commits.length = 0;
    rerender(<Data id={1} data="one, edited" commits={commits} />);
    expect(commits).toEqual(['one', 'one, edited']);
  });

  it("never shows another key's data in the meantime", () => {
    const commits: (string | undefined)[] = [];
    const { rerender } = render(<Data id={1} data="one" commits={commits} />);
    commits.length = 0;
    rerender(<Data id={2} data="two" commits={commits} />);
    expect(commits).toEqual([undefined, 'two']);
    expect(screen.getByText('two')).toBeInTheDocument();
  });
});
