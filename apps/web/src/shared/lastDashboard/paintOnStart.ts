// The page's first script (vitePlugins/lastDashboardScript.ts builds it on its own, as a classic
// script, and puts it twice in index.html): at the end of the <head>, it links the saved dashboard's
// styles; right after #root, it paints the dashboard this device saved. Both run before the app's code
// is evaluated (ADR 0045).
import { linkLastDashboardStyles, paintLastDashboard } from './lastDashboard';

try {
  if (document.body === null) linkLastDashboardStyles(document, localStorage, Date.now());
  else paintLastDashboard(document, localStorage, Date.now());
} catch {
  // Storage the browser blocks, or a page already changed: the app starts as it would without it.
}
