/** The loopback issuer's sign-in page: an e-mail and whether it counts as verified (a stand-in for Google's). */
export function issuerLoginPage(uid: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Loopback issuer: sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input[type=email]{width:100%;padding:.5rem;font-size:1rem}button{padding:.6rem 1.2rem;font-size:1rem}</style>
</head>
<body>
<h1>Sign in to the loopback issuer</h1>
<p>This issuer runs on this machine in place of Google. Any e-mail signs in; there is no password.</p>
<form method="post" action="/interaction/${encodeURIComponent(uid)}">
<label>E-mail <input type="email" name="email" required autocomplete="email"></label>
<label><input type="checkbox" name="verified" checked> The issuer has verified this e-mail</label>
<button type="submit">Sign in</button>
</form>
</body>
</html>`;
}
