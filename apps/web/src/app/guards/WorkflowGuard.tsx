import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useWorkflowStatus } from '../../features/consultation/api/useWorkflow';
import { workflowRedirect } from '../../features/consultation/workflow';
import { isSilentError, useLogFailure } from '../../shared/api';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { LoadError } from '../../shared/ui/LoadError';

function WorkflowGate({ path }: { path: string }) {
  const { t } = useTranslation('consultation');
  const status = useWorkflowStatus({ fresh: true });
  useLogFailure(status.error, 'Failed to fetch workflow status');

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
  const to = workflowRedirect(status.data.current_stage, path);
  return to ? <Navigate to={to} replace /> : <Outlet />;
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
