export { useHandOverLastDashboard, useKeepLastDashboard } from './useLastDashboard';
