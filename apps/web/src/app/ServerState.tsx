import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { AnswerTimeScope } from '../shared/pwa/offlineStates';
import { queryClient } from '../shared/api/queryClient';

/**
 * A screen inside the app's query client. react-query and the client come with the first screen
 * that reads the server (routes.tsx loads this module with it), so a screen that does not read the
 * server never downloads them. Every such screen shares the one client, and so the one cache. Its
 * reads note how old their answers are, which its header says offline (shared/pwa/offlineStates.tsx).
 */
export function withServerState<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  return function ScreenWithServerState(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <AnswerTimeScope>
          <Screen {...props} />
        </AnswerTimeScope>
      </QueryClientProvider>
    );
  };
}
