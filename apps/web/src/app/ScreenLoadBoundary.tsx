import { Text } from '@mantine/core';
import { Component, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from '../shared/i18n/useTranslation';
import { handOverLastDashboard } from '../shared/lastDashboard/lastDashboard';
import classes from './layout/layout.module.css';
import { ScreenLoadTimeout } from '../shared/pwa/chunkLoad';

// Drawn with what the shell already holds (no Mantine Button): when this shows, nothing more may be downloadable.
function ScreenLoadFailure({ timedOut }: { timedOut: boolean }) {
  const { t } = useTranslation();
  // Never under the dashboard painted from the device at start (ADR 0045): the failure is what is true.
  useLayoutEffect(() => handOverLastDashboard(), []);
  return (
    <div role="alert" className={`${classes.column} ${classes.loadFailure}`}>
      <Text fw={700}>{t('screenLoad.title')}</Text>
      <Text size="sm" my="sm">
        {timedOut ? t('screenLoad.timedOut') : t('screenLoad.failed')}
      </Text>
      <button type="button" className={classes.retry} onClick={() => window.location.reload()}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

interface Props {
  /** The page's address: moving to another page clears a failure shown for this one. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * A screen whose code could not be fetched (offline and not cached, or past the 120 s
 * time-out) says so with a way to try again, instead of leaving the parent on a blank page.
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
    return <ScreenLoadFailure timedOut={this.state.error instanceof ScreenLoadTimeout} />;
  }
}
