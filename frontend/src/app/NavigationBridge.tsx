import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../lib/api';
import { onServiceWorkerNavigate } from '../lib/serviceWorker';

/**
 * Lets the API layer send the browser to `/` through the router when a session ends, and a
 * clicked notification open its page in this tab.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path, { replace: true }));
    const stopListening = onServiceWorkerNavigate((path) => void navigate(path));
    return () => {
      setNavigator(null);
      stopListening();
    };
  }, [navigate]);
  return null;
}
