import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { RouterBlocker, RouterProvider } from 'ra-core';
import {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router';

/**
 * react-admin's router adapter without react-router's data router, put in place of ra-core's at build
 * time: ra-core's kept ~17 KB gzip in every visitor's JavaScript. Why: docs/decisions.md#frontend
 */

const UNBLOCKED: RouterBlocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

/** react-router's `useNavigate` with a stable identity (it changes on every navigation otherwise). */
function useNavigate() {
  const navigate = useReactRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => latest.current(...(args as [never])), []);
}

/** Inside the app's router: nothing to add. Alone (a test): a browser router at `basename`. */
function RouterWrapper({ basename, children }: { basename?: string; children: ReactNode }) {
  if (useInRouterContext()) {
    return <>{children}</>;
  }
  return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}

export const reactRouterProvider: RouterProvider = {
  useNavigate: useNavigate as RouterProvider['useNavigate'],
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker: () => UNBLOCKED,
  useMatch,
  useInRouterContext,
  useCanBlock: () => false,
  Link: Link as RouterProvider['Link'],
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath: matchPath as RouterProvider['matchPath'],
};
