import type {
  ForgotPasswordDto,
  LoginDto,
  ProfileEditDto,
  RegisterDto,
  ResetPasswordDto,
  UserStatus,
} from '@plaza/sdk';
import { createContext, useContext } from 'react';
import type { SessionUser } from '../session';
import type { UploadProgressListener } from '../upload';
import type { AuthState } from './authState';

/** How an auth call ended; a failure carries the message to show and the 422's per-field messages. */
export type Outcome = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

/** A sign-in's first step: signed in, failed, or (two-factor authentication on) a challenge for the second step. */
export type LoginOutcome = Outcome | { ok: 'two_factor'; challenge: string };

/** The second step's proof: a code from the authenticator app, or a recovery code. */
export type SecondFactorProof = { code: string } | { recovery_code: string };

export interface AuthActions {
  login(credentials: LoginDto): Promise<LoginOutcome>;
  /** The second step of a two-factor sign-in; a 401 means the challenge is over (sign in again). */
  loginSecondStep(challenge: string, proof: SecondFactorProof): Promise<Outcome>;
  /** Usernameless sign-in with a passkey (no code asked: it counts as two factors). */
  loginWithPasskey(): Promise<Outcome>;
  /** The account as the API just answered it (e.g. two-factor authentication turned on, its deletion scheduled): stored and shown. */
  userChanged(user: SessionUser): void;
  register(form: RegisterDto): Promise<Outcome>;
  resetSignedUp(): void;
  /**
   * Ends the session on the server, then clears storage and state whatever the server answered.
   * `andThen` (e.g. going home) runs in the same transition as the clearing, so the page being
   * left never renders signed out (a members-only page would send the visitor on to sign in).
   */
  logout(andThen?: () => void): Promise<void>;
  forgotPassword(form: ForgotPasswordDto): Promise<Outcome>;
  resetPassword(token: string, form: ResetPasswordDto): Promise<Outcome>;
  /** Sends the given fields (and the avatar, if any); the user the API returns replaces the stored one. */
  editProfile(fields: ProfileEditDto, avatar?: Blob | null, onProgress?: UploadProgressListener): Promise<Outcome>;
  uploadCover(cover: Blob, onProgress?: UploadProgressListener): Promise<Outcome>;
  updateStatus(status: UserStatus): Promise<Outcome>;
  /** Clears the error and the status marker (spec §4, after a status change). */
  clearMarkers(): void;
}

export type Auth = AuthState & AuthActions;

export const AuthContext = createContext<Auth | null>(null);

/** The session state and the account actions (AuthProvider). */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) {
    throw new Error('useAuth needs an AuthProvider above it');
  }
  return auth;
}
