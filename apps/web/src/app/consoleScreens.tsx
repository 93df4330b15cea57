import type { IconName } from '../shared/ui/icons';
import { paths } from '../shared/paths';
import { dashboardTexts } from './dashboardTexts';
import type { Screen } from './screenKinds';

/** The console's sections, in the order of its navigation (app/layout/ConsoleNav.tsx). */
export const consoleNavItems = [
  { id: 'setup', path: paths.consoleSetup(), icon: 'flag' },
  { id: 'texts', path: paths.consoleTexts(), icon: 'pencil' },
  { id: 'homeConfig', path: paths.homeConfigEditor(), icon: 'home' },
  { id: 'content', path: paths.consoleContent(), icon: 'book' },
  { id: 'settings', path: paths.consoleSettings(), icon: 'shield' },
  { id: 'consultations', path: paths.clinicDesk(), icon: 'stethoscope' },
  { id: 'gameKeys', path: paths.consoleGameKeys(), icon: 'key' },
  { id: 'audit', path: paths.consoleAudit(), icon: 'checks' },
] as const satisfies readonly { id: string; path: string; icon: IconName }[];

/** Where each namespace's texts show: the screens that load it, or every screen for the frame's own. */
type TextPlaces = Record<string, string[] | 'everywhere'>;

export function textPlacesOf(screens: Screen[]): TextPlaces {
  const places: TextPlaces = { common: 'everywhere', messages: 'everywhere' };
  for (const screen of screens) {
    for (const namespace of screen.texts) {
      const list = places[namespace];
      if (list === 'everywhere') continue;
      places[namespace] = [...(list ?? []), screen.path];
    }
  }
  return places;
}

const consoleScreen = (path: string, texts: Screen['texts'], load: Screen['load']): Screen => ({
  path,
  access: 'operator',
  layout: 'console',
  texts: ['console', ...texts],
  load,
  readsServer: true,
});

/** The operator console's screens; `places` is read when the texts screen opens, from the whole route table. */
export function consoleScreens(places: () => TextPlaces): Screen[] {
  return [
    consoleScreen(paths.consoleSetup.pattern, [], () => import('../features/console/pages').then((m) => m.SetupPage)),
    consoleScreen(paths.consoleTexts.pattern, [], () =>
      import('../features/console/pages').then(({ TextsPage }) => {
        const textPlaces = places();
        return function Texts() {
          return <TextsPage places={textPlaces} />;
        };
      }),
    ),
    consoleScreen(paths.consoleSettings.pattern, ['consultation'], () =>
      Promise.all([
        import('../features/console/settings/SettingsPage'),
        import('../features/consultation/components/WorkflowUrlsPanel'),
      ]).then(
        ([{ SettingsPage }, { WorkflowUrlsPanel }]) =>
          function Settings() {
            return <SettingsPage workflowUrls={<WorkflowUrlsPanel />} />;
          },
      ),
    ),
    consoleScreen(paths.consoleContentList.pattern, [], () => import('../features/console/contentPages').then((m) => m.ContentPage)),
    consoleScreen(paths.consoleContentEditor.pattern, [], () =>
      import('../features/console/contentPages').then((m) => m.ContentEditorPage),
    ),
    consoleScreen(paths.consoleGameKeys.pattern, [], () => import('../features/console/pages').then((m) => m.GameKeysPage)),
    consoleScreen(paths.consoleAudit.pattern, [], () => import('../features/console/pages').then((m) => m.AuditPage)),
    consoleScreen(paths.clinicDesk.pattern, ['consultation'], () =>
      import('../features/consultation/components/ClinicDeskPage').then((m) => m.ClinicDeskPage),
    ),
    consoleScreen(paths.homeConfigEditor.pattern, ['homeConfig', ...dashboardTexts], () =>
      import('../features/console/homeConfig/HomeConfigPage').then((m) => m.HomeConfigPage),
    ),
  ];
}
