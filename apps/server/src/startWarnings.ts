import type { Config } from './config.js';

/**
 * What an operator should hear at start: in production (NODE_ENV=production) the addresses families
 * and children are sent to must be set, or the links the app hands out lead nowhere useful.
 */
export function startWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!env.PUBLIC_URL)
    warnings.push(
      `PUBLIC_URL is not set: invitation links, child login links and Google sign-in point at ${config.publicUrl}, which other devices cannot open. Set PUBLIC_URL to the address families open (https://families.example-hospital.org).`,
    );
  if (!env.GAME_LOGIN_URL)
    warnings.push(
      "GAME_LOGIN_URL is not set: a child's login link cannot open the game, and 'Go Back to Game' is hidden. Set GAME_LOGIN_URL to the game's sign-in page (https://game.example.org/login).",
    );
  return warnings;
}
