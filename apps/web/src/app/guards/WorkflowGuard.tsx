import type { WorkflowStage } from '@t1d/contract';
import { Box } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Navigate, Outlet, useLocation } from '../../shared/router';
import { useWorkflowStatus } from '../../features/consultation/api/useWorkflow';
import { workflowRedirect } from '../../features/consultation/workflow';
import { isSilentError, useLogFailure } from '../../shared/api';
import { useOffline } from '../../shared/pwa/connectivity';
import { NotAvailableOffline } from '../../shared/pwa/offlineStates';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { LoadError } from '../../shared/ui/LoadError';

function WorkflowGate({ path }: { path: string }) {
  const { t } = useTranslation('consultation');
  const status = useWorkflowStatus({ fresh: true });
  const offline = useOffline();
  useLogFailure(status.error, 'Failed to fetch workflow status');

  // Offline no status can be fetched, and the page's actions wait for the connection anyway: the saved
  // copy decides, or the page says it is not available.
  if (offline) return status.data ? <WorkflowStep stage={status.data.current_stage} path={path} /> : <OfflinePage />;
  // Decide on the status fetched for this visit, never on a copy cached earlier (the clinic may have moved on).
  if (!status.isFetchedAfterMount || (status.isError && status.isFetching)) return <FullPageLoader />;
  if (status.isError && !isSilentError(status.error)) {
    return (
      <Box py="md">
        <LoadError message={t('loadFailed')} onRetry={() => void status.refetch()} />
      </Box>
    );
  }
  if (!status.data) return <FullPageLoader />;
  return <WorkflowStep stage={status.data.current_stage} path={path} />;
}

/** The page at `path` when the stage allows it, else the page of the current step. */
function WorkflowStep({ stage, path }: { stage: WorkflowStage; path: string }) {
  const to = workflowRedirect(stage, path);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

function OfflinePage() {
  return (
    <Box py="md">
      <NotAvailableOffline />
    </Box>
  );
}

/**
 * The workflow routes' guard (ADR 0009): on opening one, the family's status is
 * fetched and the stage decides whether the user stays or goes to the page of the current step.
 * Keyed by path, so moving between workflow pages fetches it again.
 */
export function WorkflowGuard() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return <WorkflowGate key={path} path={path} />;
}
