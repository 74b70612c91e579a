import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useConfirmedSession, useCurrentUser } from './current-user';
import { returnPath } from './return-path';

/**
 * idle: nothing running. working: a sign-in or sign-up is under way. held: the account exists but
 * its set-up waits on the user (a failed picture upload). done: finished, leaving as soon as the
 * signed-in user is known.
 */
export type AccountFlowPhase = 'idle' | 'working' | 'held' | 'done';

/**
 * The sign-in and sign-up screens leave for the return path once someone is signed in, but not
 * while their own flow runs: Firebase reports the new user before the flow has registered the
 * account and stored the access token. `leaveTo` is where to go now, or null to stay. They have
 * the app ask Firebase who is signed in: the app hears of the new user through that watch (and a
 * visitor still signed in leaves at once).
 */
export function useAccountFlow() {
  const { user } = useCurrentUser();
  useConfirmedSession();
  const location = useLocation();
  const [phase, setPhase] = useState<AccountFlowPhase>('idle');
  const leave = user !== null && (phase === 'idle' || phase === 'done');
  return {
    phase,
    setPhase,
    busy: phase === 'working' || phase === 'done',
    leaveTo: leave ? returnPath(location.state) : null,
  };
}
