import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { RevealWhole } from './RevealWhole';

describe('RevealWhole', () => {
  it('shows the placeholder until the lazy page has arrived, then the page, never an empty slot', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>outer fallback</p>}>
        <RevealWhole placeholder={<p role="progressbar">Loading</p>}>
          <Page />
        </RevealWhole>
      </Suspense>,
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    arrive({ default: () => <h1>The page</h1> });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('outer fallback')).not.toBeInTheDocument();
  });
});
