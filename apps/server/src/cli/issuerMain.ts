import { startLoopbackIssuer } from '../devtools/loopbackIssuer.js';

/**
 * `npm run issuer`: an OpenID Connect issuer on this machine, for trying 'Sign in with Google' where
 * no Google client is registered. It prints the settings to start the app with; its sign-in page takes
 * any e-mail. Not for production: it forgets everything when it stops.
 */
const port = Number(process.env.ISSUER_PORT ?? 4010);
const appUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const client = {
  client_id: process.env.OIDC_CLIENT_ID || 'parent-app-local',
  client_secret: process.env.OIDC_CLIENT_SECRET || 'parent-app-local-secret',
  redirect_uris: [`${appUrl}/google-callback`, `${appUrl}/googlesso`],
};
const issuer = await startLoopbackIssuer({ port, clients: [client] });
process.stdout.write(
  [
    `A loopback OpenID Connect issuer is listening at ${issuer.url} (Ctrl+C stops it).`,
    `Start the app in another terminal with:`,
    `  OIDC_ISSUER=${issuer.url} OIDC_CLIENT_ID=${client.client_id} OIDC_CLIENT_SECRET=${client.client_secret} npm start`,
    `then press 'Sign in with Google' on ${appUrl}/signup.`,
    '',
  ].join('\n'),
);
const stop = () => void issuer.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
