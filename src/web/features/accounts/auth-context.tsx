import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ConfirmOrganisationRequest,
  CreateOrganisationRequest,
  CreateOrganisationResponse,
  RegisterRequest,
  SessionEndReason,
  SessionOrganisation,
  SessionResponse,
  SessionUser,
} from '#domain/api/accounts.ts';
import type { SignInResponse } from '#domain/api/two-step.ts';
import { frameAuthMessages } from '#domain/messages/frame-accounts.ts';
import { ApiError } from '#web/api-client.ts';
import { clearPostAuthDestination } from '#web/post-auth-destination.ts';
import { applySessionLocale } from '#web/i18n/session-locale.ts';
import {
  fetchSession,
  confirmOrganisation,
  requestOrganisation,
  requestRegistration,
  requestSignIn,
  requestSecondStep,
  requestSignOut,
  sessionQueryKey,
  signedOutSession,
  type RegisterResponse,
} from './queries.ts';
import { useLingui } from '@lingui/react/macro';

/** Spec/01 §9: the first session check may not keep the app waiting longer than this. */
export const AUTH_CHECK_TIMEOUT_MS = 10_000;

export interface AuthState {
  user: SessionUser | null;
  organisation: SessionOrganisation | null;
  /** Nobody is signed in, but this browser's session ended (signed out elsewhere, timed out, organisation suspended). */
  sessionEnded: SessionEndReason | null;
  /** Signed in from an e-mailed answer link: only the assessment pages let them in (decision 0056). */
  answeringOnly?: boolean;
  /** The first session check is running (at most 10 s), or a sign-in, sign-up, or an organisation's request or creation is. */
  loading: boolean;
  /** Only the first session check is running: whether someone is signed in is not known yet. */
  checking: boolean;
  /** The message of the last failed sign-in, sign-up or organisation creation, or of a failed session check. */
  error: string | null;
  /**
   * Resolves with the new session, or with `secondStepRequired` when a code is due first
   * (then `completeSecondStep`); rejects with an ApiError (its `code` tells e.g. `email_not_verified`).
   */
  signIn: (email: string, password: string) => Promise<SignInResponse>;
  /** The sign-in's second step: a code from the app or a recovery code; resolves with the new session. */
  completeSecondStep: (code: string) => Promise<SessionResponse>;
  /**
   * Signs in with a passkey: `ceremony` asks the browser and the server (passkey-requests.ts, loaded
   * with the sign-in page, not the frame); the new session replaces the last. Rejects when the person
   * cancels or it is refused.
   */
  signInWithPasskey: (ceremony: () => Promise<SessionResponse>) => Promise<SessionResponse>;
  /** Registers an account; nobody is signed in until the e-mail address is verified. */
  signUp: (input: RegisterRequest) => Promise<RegisterResponse>;
  /** Asks for an organisation and its administrator: nobody is signed in until the e-mailed link is used (confirmOrganisation). */
  createOrganisation: (input: CreateOrganisationRequest) => Promise<CreateOrganisationResponse>;
  /** The e-mailed link and the password chosen: creates the organisation and signs its administrator in. */
  confirmOrganisation: (input: ConfirmOrganisationRequest) => Promise<SessionResponse>;
  signOut: () => Promise<void>;
  /** Reads the session from the server again (e.g. after verifying the e-mail address). */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Puts a new session (or none) in place of the last one, and forgets everything cached for it. */
function useReplaceSession(queryClient: QueryClient) {
  return useCallback(
    async (next: SessionResponse) => {
      // A session request still in flight would otherwise overwrite the new session with the old one.
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      // Everything else in the cache belongs to whoever was signed in before.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, next);
    },
    [queryClient],
  );
}

/** A passkey sign-in, then its session in place of the last one. */
function usePasskeySignIn(replaceSession: (next: SessionResponse) => Promise<void>) {
  return useCallback(
    async (ceremony: () => Promise<SessionResponse>) => {
      const next = await ceremony();
      await replaceSession(next);
      return next;
    },
    [replaceSession],
  );
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The signed-in person for every page. `checkSession` false (on pages that never speak to the
 * server: the local workspace) asks the server nothing until a page that does is opened.
 */
export function AuthProvider({ children, checkSession = true }: { children: ReactNode; checkSession?: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    enabled: checkSession,
    // A session that ended in another tab (sign-out, expiry) shows up when the person comes back.
    refetchOnWindowFocus: true,
  });
  // A check that is not asked for is not waited for either; one still running (or about to
  // retry) when such a page opens is called off, so that page sends nothing.
  const pending = checkSession && session.isPending;
  useEffect(() => {
    if (!checkSession) void queryClient.cancelQueries({ queryKey: sessionQueryKey });
  }, [checkSession, queryClient]);

  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimedOut(true), AUTH_CHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const [actionError, setActionError] = useState<string | null>(null);

  const replaceSession = useReplaceSession(queryClient);

  const signInMutation = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => requestSignIn(email, password),
    onMutate: () => setActionError(null),
    onSuccess: async (result) => {
      if (!('secondStepRequired' in result)) await replaceSession(result);
    },
    onError: (error) => setActionError(messageOf(error, t(frameAuthMessages.signInFailedTitle))),
  });

  const secondStepMutation = useMutation({
    mutationFn: requestSecondStep,
    onMutate: () => setActionError(null),
    onSuccess: replaceSession,
    onError: (error) => setActionError(messageOf(error, t(frameAuthMessages.signInFailedTitle))),
  });

  const signUpMutation = useMutation({
    mutationFn: requestRegistration,
    onMutate: () => setActionError(null),
    onError: (error) => setActionError(messageOf(error, t(frameAuthMessages.registrationFailedTitle))),
  });

  const createOrganisationMutation = useMutation({
    mutationFn: requestOrganisation,
    onMutate: () => setActionError(null),
    onError: (error) => setActionError(messageOf(error, t(frameAuthMessages.registrationFailedTitle))),
  });

  const confirmOrganisationMutation = useMutation({
    mutationFn: confirmOrganisation,
    onMutate: () => setActionError(null),
    onSuccess: replaceSession,
    onError: (error) => setActionError(messageOf(error, t(frameAuthMessages.registrationFailedTitle))),
  });

  const signOutMutation = useMutation({
    mutationFn: async () => {
      try {
        await requestSignOut();
      } catch (error) {
        // A session that already expired is signed out as far as the server is concerned.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      setActionError(null);
      clearPostAuthDestination();
      await replaceSession(signedOutSession);
    },
  });

  const { mutateAsync: signInAsync } = signInMutation;
  const { mutateAsync: completeSecondStep } = secondStepMutation;
  const { mutateAsync: signUpAsync } = signUpMutation;
  const { mutateAsync: createOrganisationAsync } = createOrganisationMutation;
  const { mutateAsync: confirmOrganisationAsync } = confirmOrganisationMutation;
  const { mutateAsync: signOutAsync } = signOutMutation;

  const signIn = useCallback((email: string, password: string) => signInAsync({ email, password }), [signInAsync]);
  const signInWithPasskey = usePasskeySignIn(replaceSession);
  const signOut = useCallback(() => signOutAsync(), [signOutAsync]);
  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  // The organisation may start requiring two-step sign-in of everyone while someone is signed
  // in: the server then refuses their requests with two_step_required, and reading the session
  // again lets the enrolment redirect take them to setting it up. Likewise no_organisation
  // (the account left its organisation meanwhile): the session read again shows the way back in.
  useEffect(() => {
    const refreshOnTwoStepRequired = (error: unknown) => {
      if (error instanceof ApiError && (error.code === 'two_step_required' || error.code === 'no_organisation')) void refresh();
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refreshOnTwoStepRequired(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refreshOnTwoStepRequired(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, refresh]);

  const checking = pending && !timedOut;
  const sessionFailed = (pending && timedOut) || (session.isError && session.data === undefined);
  const loading =
    checking ||
    signInMutation.isPending ||
    secondStepMutation.isPending ||
    signUpMutation.isPending ||
    createOrganisationMutation.isPending ||
    confirmOrganisationMutation.isPending;
  const error = actionError ?? (sessionFailed ? t(frameAuthMessages.authCheckFailed) : null);
  const user = session.data?.user ?? null;
  const organisation = session.data?.organisation ?? null;
  const sessionEnded = session.data?.ended ?? null;
  const answeringOnly = session.data?.answeringOnly === true;
  // The person's language, or their organisation's, once the server has said who they are.
  useEffect(() => void applySessionLocale(session.data), [session.data]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      organisation,
      sessionEnded,
      answeringOnly,
      loading,
      checking,
      error,
      signIn,
      completeSecondStep,
      signInWithPasskey,
      signUp: signUpAsync,
      createOrganisation: createOrganisationAsync,
      confirmOrganisation: confirmOrganisationAsync,
      signOut,
      refresh,
    }),
    [
      user,
      organisation,
      sessionEnded,
      answeringOnly,
      loading,
      checking,
      error,
      signIn,
      completeSecondStep,
      signInWithPasskey,
      signUpAsync,
      createOrganisationAsync,
      confirmOrganisationAsync,
      signOut,
      refresh,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth() needs an <AuthProvider> above it');
  return context;
}
