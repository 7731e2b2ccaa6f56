import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { SearchService, type SiteSearchResponseDto } from '@plaza/sdk';
import { renderInApp } from '../../test/renderApp';
import { sdkOk } from '../../test/sdk';
import { setViewportWidth } from '../../test/viewport';
import SearchBox from './SearchBox';

const LONG = { timeout: 15_000 };

describe("the top bar's search", () => {
  it('keeps what was typed when the window crosses the phone breakpoint', async () => {
    jest.spyOn(SearchService, 'siteSearch').mockReturnValue(sdkOk<SiteSearchResponseDto>({ data: { q: 'kestrel', total: 0, page: 1, take: 3, groups: [] } }));
    renderInApp(<SearchBox />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search Plaza' }, LONG), { target: { value: 'kestrel' } });

    // Narrower: the field gives way to the phone's button; the field it opens has the text.
    act(() => setViewportWidth(390));
    expect(screen.queryByRole('combobox', { name: 'Search Plaza' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('combobox', { name: 'Search Plaza' }, LONG)).toHaveValue('kestrel');

    // And wide again.
    act(() => setViewportWidth(1280));
    expect(await screen.findByRole('combobox', { name: 'Search Plaza' }, LONG)).toHaveValue('kestrel');
  });
});
