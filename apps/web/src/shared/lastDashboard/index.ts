export { handOverLastDashboard, lastDashboardPath } from './lastDashboard';
export { useHandOverLastDashboard, useKeepLastDashboard } from './useLastDashboard';
