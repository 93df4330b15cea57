import { Text } from '@mantine/core';
import { Component, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../shared/i18n/useTranslation';
import { handOverLastDashboard } from '../shared/lastDashboard/lastDashboard';
import { lazyOrNothing } from '../shared/ui/lazyOrNothing';
import classes from './layout/layout.module.css';
import { ScreenLoadTimeout } from '../shared/pwa/chunkLoad';
import { reloadIfServerAnswers } from '../shared/pwa/connectivity';

/**
 * The emergency call buttons with what they read the numbers by. A signed-in page has fetched both
 * (the worker keeps them, or the page fetched them while online: app/offlineKit.ts); where they did not
 * come, no button rather than no page.
 */
export const loadEmergencyCall = () =>
  Promise.all([import('../shared/emergency/EmergencyCall'), import('./ServerState')]).then(([call, serverState]) => ({
    default: serverState.withServerState(call.EmergencyCall),
  }));
const EmergencyCall = lazyOrNothing(loadEmergencyCall);

// Drawn with what the shell already holds (no Mantine Button): when this shows, nothing more may be downloadable.
function ScreenLoadFailure({ timedOut, layout }: { timedOut: boolean; layout: Props['layout'] }) {
  const { t } = useTranslation();
  const [unreachable, setUnreachable] = useState(false);
  const tryAgain = () => {
    setUnreachable(false);
    reloadIfServerAnswers(() => setUnreachable(true));
  };
  // Never under the dashboard painted from the device at start (ADR 0045): the failure is what is true.
  useLayoutEffect(() => handOverLastDashboard(), []);
  return (
    <div role="alert" className={layout ? classes.loadFailure : `${classes.column} ${classes.loadFailure}`}>
      <Text fw={700}>{t('screenLoad.title')}</Text>
      <Text size="sm" my="sm">
        {unreachable ? t('offline.actionFailed') : timedOut ? t('screenLoad.timedOut') : t('screenLoad.failed')}
      </Text>
      <button type="button" className={classes.retry} onClick={tryAgain}>
        {t('tryAgain')}
      </button>
      {layout === 'signedIn' && (
        <div className={classes.failureCall}>
          <Suspense fallback={null}>
            <EmergencyCall compact />
          </Suspense>
        </div>
      )}
    </div>
  );
}

interface Props {
  /** The page's address: moving to another page clears a failure shown for this one. */
  resetKey: string;
  /**
   * The layout whose column this boundary fills (none: around every layout, with a column of its own).
   * A signed-in parent's pages offer the emergency number beside "Try again": the device keeps it.
   */
  layout?: 'public' | 'signedIn';
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * A screen whose code could not be fetched (offline and not cached, or past the 120 s
 * time-out) says so with a way to try again, instead of leaving the parent on a blank page.
 * Inside a layout it keeps the layout's header and navigation (and, signed in, the way to call for
 * help); the one around every layout takes what no layout holds.
 */
export class ScreenLoadBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ScreenLoadFailure timedOut={this.state.error instanceof ScreenLoadTimeout} layout={this.props.layout} />;
  }
}
