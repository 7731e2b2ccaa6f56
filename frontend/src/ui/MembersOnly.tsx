import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth/authContext';
import { SignInFirst } from './RouteGuards';

interface Props {
  /** The section's name, shown on the sign-in page ('Notifications'). */
  title: string;
  /** What signing in gives here ('Sign in to see friend requests, likes and comments meant for you.'). */
  text: string;
  children: ReactNode;
}

/**
 * A section page for members, routed among the public ones: a visitor goes to sign in as for
 * every members' page (RequireAuth), told what the page is, and comes back to it afterwards.
 */
export function MembersOnly({ title, text, children }: Props) {
  const { isLoggedIn } = useAuth();
  return isLoggedIn ? <>{children}</> : <SignInFirst reason={{ title, text }} />;
}
