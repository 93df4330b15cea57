// The page's first script (vitePlugins/lastDashboardScript.ts builds it on its own, as a classic
// script, and puts it twice in index.html): at the end of the <head>, it links the saved dashboard's
// styles; right after #root, it paints the dashboard this device saved and asks for what its cards
// read. Both run before the app's code is evaluated (ADRs 0045, 0046).
import { linkLastDashboardStyles } from './lastDashboard';
import { paintAndReadAhead } from './readAhead';

try {
  if (document.body === null) linkLastDashboardStyles(document, localStorage, Date.now());
  else paintAndReadAhead(document, localStorage, Date.now());
} catch {
  // Storage the browser blocks, or a page already changed: the app starts as it would without it.
}
