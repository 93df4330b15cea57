import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const componentModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/]([^\\/]+)[\\/]/;
const componentStyles = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([^\\/]+)\.css$/;

/** The components @mantine/core ships a stylesheet for: `@mantine/core/styles/<Name>.css`. */
function styledComponents(): Set<string> {
  const stylesDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
  return new Set(
    readdirSync(stylesDir)
      .filter((file) => /^[A-Z]\w*\.css$/.test(file))
      .map((file) => file.replace(/\.css$/, '')),
  );
}

/**
 * The app imports Mantine's styles per component (src/shared/ui/mantineStyles.ts), so a component
 * used for the first time would render unstyled, and nothing else would notice. This fails the build
 * instead, naming the stylesheets to add: every component whose code is in the bundle (the ones
 * the app imports and the ones they are built on) must have its stylesheet in the bundle too.
 */
export function mantineStylesGuard(): Plugin {
  return {
    name: 't1d:mantine-styles-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      // A render on the server draws markup only: the browser's build carries the styles.
      if (this.environment.config.build.ssr) return;
      const used = new Set<string>();
      const styled = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const component = componentModule.exec(id)?.[1];
          if (component && module.renderedLength > 0) used.add(component);
          const stylesheet = componentStyles.exec(id)?.[1];
          if (stylesheet) styled.add(stylesheet);
        }
      }
      const available = styledComponents();
      const missing = [...used].filter((component) => available.has(component) && !styled.has(component)).sort();
      if (missing.length > 0) {
        this.error(
          `Mantine components without their styles: ${missing.join(', ')}. ` +
            `Add ${missing.map((name) => `'@mantine/core/styles/${name}.css'`).join(', ')} to src/shared/ui/mantineStyles.ts, ` +
            `in the order of @mantine/core/styles.css.`,
        );
      }
    },
  };
}
