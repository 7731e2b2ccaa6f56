import { fireEvent, render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { pageItems, Paginator } from './Paginator';

describe('pageItems (2 pages shown, 3 margin pages)', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 6, [1, 2, 3, 4, 5, 6]],
    [1, 20, [1, 2, 3, 'gap', 18, 19, 20]],
    [10, 20, [1, 2, 3, 'gap', 9, 10, 11, 'gap', 18, 19, 20]],
    [20, 20, [1, 2, 3, 'gap', 18, 19, 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 'gap', 18, 19, 20]],
  ] as const)('page %i of %i shows %j', (current, last, expected) => {
    expect(pageItems(current, last)).toEqual(expected);
  });
});

describe('Paginator', () => {
  it('marks the current page and moves to the page clicked, the previous and the next', () => {
    const onPage = jest.fn();
    render(<Paginator page={10} lastPage={20} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Page 10, current' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 7' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 19' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[19], [9], [11]]);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Paginator page={1} lastPage={1} onPage={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
