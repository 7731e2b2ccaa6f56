import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { RealtimeContext, offlineRealtime, type Realtime } from '../lib/realtimeContext';

/** The whole app at `path`, as renderApp, with a realtime connection the test controls. */
export function renderWithRealtime(path: string, realtime: Realtime = offlineRealtime) {
  return render(
    <AppProviders>
      <RealtimeContext.Provider value={realtime}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </RealtimeContext.Provider>
    </AppProviders>,
  );
}
