import { appPaths } from '@t1d/contract';
import { loadConfig } from '../config.js';
import { startLoopbackIssuer } from '../devtools/loopbackIssuer.js';
import { loadEnvFile } from '../envFile.js';

/**
 * `npm run issuer`: an OpenID Connect issuer on this machine, for trying 'Sign in with Google' where
 * no Google client is registered. It prints the settings to start the app with; its sign-in page takes
 * any e-mail. Not for production: it forgets everything when it stops.
 */
// What the shell sets must be said again to `npm start`; what .env sets, the app reads there too.
const fromShell = ['PORT', 'PUBLIC_URL'].filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
loadEnvFile();
const port = Number(process.env.ISSUER_PORT ?? 4010);
// The app's own address, as the app works it out (PUBLIC_URL, else http://localhost:$PORT): Google's
// redirect must come back to exactly the pages the app will name (auth/google/googleSignIns.ts).
const appOrigin = new URL(loadConfig().publicUrl).origin;
const client = {
  client_id: process.env.OIDC_CLIENT_ID || 'parent-app-local',
  client_secret: process.env.OIDC_CLIENT_SECRET || 'parent-app-local-secret',
  redirect_uris: [appPaths.googleCallback, appPaths.googleSso].map((path) => `${appOrigin}${path}`),
};
const issuer = await startLoopbackIssuer({ port, clients: [client] });
const settings = [
  ...fromShell,
  `OIDC_ISSUER=${issuer.url}`,
  `OIDC_CLIENT_ID=${client.client_id}`,
  `OIDC_CLIENT_SECRET=${client.client_secret}`,
];
process.stdout.write(
  [
    `A loopback OpenID Connect issuer is listening at ${issuer.url} (Ctrl+C stops it).`,
    `It registered the app's redirect addresses ${client.redirect_uris.join(' and ')}.`,
    `Start the app in another terminal with:`,
    `  ${settings.join(' ')} npm start`,
    `then press 'Sign in with Google' on ${appOrigin}${appPaths.signup}.`,
    '',
  ].join('\n'),
);
const stop = () => void issuer.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
