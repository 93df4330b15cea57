import { isLoopbackHttp, type Config } from './config.js';

/** Where the README tells a hospital how to put the app behind its HTTPS proxy. */
const networkSection = "README 'Putting it on the hospital's network'";

/**
 * What an operator should hear at start, one line each (ADR 0037):
 * - a plain-http PUBLIC_URL other devices open: phones get the pages, but no install, no push and no
 *   service worker, which browsers give only to a secure origin;
 * - in production (NODE_ENV=production), the addresses families and children are sent to left unset,
 *   so the links the app hands out lead nowhere useful.
 */
export function startWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  const publicUrl = new URL(config.publicUrl);
  if (publicUrl.protocol === 'http:' && !isLoopbackHttp(publicUrl))
    warnings.push(
      `PUBLIC_URL is plain http (${config.publicUrl}): install, push and the service worker need a secure origin: put the app behind HTTPS, ${networkSection}.`,
    );
  if (env.NODE_ENV !== 'production') return warnings;
  if (!env.PUBLIC_URL)
    warnings.push(
      `PUBLIC_URL is not set: invitation links, child login links and Google sign-in point at ${config.publicUrl}, which other devices cannot open. Set PUBLIC_URL to the https address families open (https://families.example-hospital.org), ${networkSection}.`,
    );
  if (!env.GAME_LOGIN_URL)
    warnings.push(
      "GAME_LOGIN_URL is not set: a child's login link cannot open the game, and 'Go Back to Game' is hidden. Set GAME_LOGIN_URL to the game's sign-in page (https://game.example.org/login).",
    );
  return warnings;
}
