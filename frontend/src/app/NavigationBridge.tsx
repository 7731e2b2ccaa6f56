import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../lib/api';

/** Lets the API layer send the browser to `/` through the router when a session ends. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path, { replace: true }));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
