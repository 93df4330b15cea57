import { SelfNameEditor } from '../../features/family/components/SelfNameEditor';
import { HomePage } from '../../features/home/components/HomePage';

/** The dashboard with family management's Edit Name modal plugged in (house rule 5: compose here). */
export function HomeScreen() {
  return <HomePage NameEditor={SelfNameEditor} />;
}
