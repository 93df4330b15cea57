// A stand-in for the partner game's website in the browser journeys: the page its SSO callback
// opens, and its sign-in page that a child's login link forwards to. Like the real game's server, it
// redeems the one-time tokens through the game integration API with its own key (server to server)
// and shows whom it signed in, or why not.
import http from 'node:http';

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}dd{overflow-wrap:anywhere}</style></head>
<body><h1>${escape(title)}</h1>${body}</body></html>`;
}

/** Serves the stub game on `port`; `appUrl` is the parent app, `apiKey` the game's key for it. */
export function startGameStub({ port, appUrl, apiKey }) {
  const redeem = async (endpoint, body) => {
    const redeemed = await fetch(`${appUrl}/api/game/v1/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: redeemed.ok, status: redeemed.status, answer: await redeemed.json().catch(() => ({})) };
  };
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/login') {
      // A child's one-time login link, forwarded by the parent app's /child-login page.
      const { ok, status, answer } = await redeem('child-login/redeem', { login_token: url.searchParams.get('login_token') ?? '' });
      response.end(
        ok
          ? page('Hello, player', `<p>Signed in as ${escape(answer.real_name ?? answer.login_name)} (${escape(answer.login_name)}).</p>`)
          : page('The game could not sign you in', `<p>${escape(answer.msg ?? status)}</p>`),
      );
      return;
    }
    if (url.pathname !== '/sso/back') {
      response.end(page('The game', '<p>Play on!</p>'));
      return;
    }
    const token = url.searchParams.get('token') ?? '';
    const { ok, status, answer } = await redeem('sso/redeem', { token });
    const facts = [
      ['Action', url.searchParams.get('action')],
      ['Game session', url.searchParams.get('game_session')],
      ['Token', token],
    ];
    const list = `<dl>${facts.map(([name, value]) => `<dt>${name}</dt><dd>${escape(value ?? '')}</dd>`).join('')}</dl>`;
    if (ok) {
      response.end(page('Welcome back to the game', `<p>Signed in as ${escape(answer.email)} (${escape(answer.action)}).</p>${list}`));
    } else {
      response.end(page('The game could not sign you in', `<p>${escape(answer.msg ?? status)}</p>${list}`));
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
