// @ts-check
// A local OpenID Connect provider for development and tests (oidc-provider): one demo user per role,
// a public client for the SPA (code flow with PKCE, refresh tokens, silent renew), and JWT access
// tokens carrying `realm_access.roles`, `stamp`, `preferred_username` and the API's audience.
//
//   npm run oidc                      # issuer http://127.0.0.1:9400 (OIDC_PORT)
//   AUTH_TYPE=OpenIDConnectAuth OIDC_ISSUER=http://127.0.0.1:9400 OIDC_CLIENT_ID=atelier \
//     OIDC_AUDIENCE=urn:atelier:api npm start
//
// Import `startOidcProvider` to run it inside a test, and `signIn` to get tokens without a browser.
// For development only: keys are made at start, everything is kept in memory.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** One demo user per role of the role → privilege matrix; the password is the login. */
export const DEMO_USERS = [
  { login: 'admin', name: 'Ada Admin', roles: ['Administrateur_RMESGNCS'], stamp: 'DG75-L201' },
  { login: 'reader', name: 'Rémi Reader', roles: ['Utilisateur_RMESGNCS'], stamp: 'DG75-L201' },
  { login: 'codelists', name: 'Colette Codes', roles: ['Gestionnaire_liste_codes_RMESGNCS'], stamp: 'DG75-H250' },
  { login: 'structures', name: 'Stéphane Structures', roles: ['Gestionnaire_structures_RMESGNCS'], stamp: 'DG75-H250' },
  { login: 'concepts', name: 'Constance Concepts', roles: ['Gestionnaire_concept_RMESGNCS'], stamp: 'DG75-C001' },
  { login: 'conceptsets', name: 'Céleste Ensembles', roles: ['Gestionnaire_ensemble_concepts_RMESGNCS'], stamp: 'DG75-C001' },
  { login: 'conceptowner', name: 'Paul Propriétaire', roles: ['Proprietaire_concept_RMESGNCS'], stamp: 'DG75-C001' },
  { login: 'collectionowner', name: 'Coline Collections', roles: ['Proprietaire_collection_concepts_RMESGNCS'], stamp: 'DG75-C001' },
  { login: 'series', name: 'Serge Séries', roles: ['Gestionnaire_serie_RMESGNCS'], stamp: 'DG75-A040' },
  { login: 'indicators', name: 'Inès Indicateurs', roles: ['Gestionnaire_indicateur_RMESGNCS'], stamp: 'DG75-A040' },
  { login: 'datasets', name: 'Daniel Données', roles: ['Gestionnaire_jeu_donnees_RMESGNCS'], stamp: 'DG57-C003' },
].map((user) => ({ ...user, password: user.login }));

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Any page of a local origin (any port), or one of the configured URIs. */
function redirectAllowed(value, extra) {
  try {
    const url = new URL(value);
    return extra.includes(value) || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The sign-in page: a plain form with labelled fields (Playwright journeys drive it by label). */
function loginPage(uid, error) {
  const users = DEMO_USERS.map((u) => `<li><code>${u.login}</code> (${escapeHtml(u.roles.join(', '))}, ${u.stamp})</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign in · Atelier development provider</title></head>
<body><main>
<h1>Sign in</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label for="login">Login</label><br><input id="login" name="login" autocomplete="username" required autofocus></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>
<h2>Demo users</h2><p>The password is the login.</p><ul>${users}</ul>
</main></body></html>`;
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

/**
 * Starts the provider on `host:port` (port 0: any free port). `otherClients`: ids of more public
 * clients, other applications of the same provider (tests: their tokens must not open the API).
 * @param {{ port?: number, host?: string, clientId?: string, otherClients?: string[], audience?: string, accessTokenTtl?: number, redirectUris?: string[] }} [options]
 * @returns {Promise<{ issuer: string, clientId: string, audience: string, stop: () => Promise<void> }>}
 */
export async function startOidcProvider(options = {}) {
  const {
    port = 9400,
    host = '127.0.0.1',
    clientId = 'atelier',
    otherClients = [],
    audience = 'urn:atelier:api',
    accessTokenTtl = 300,
    redirectUris = [],
  } = options;
  const server = createServer();
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = server.address();
  const issuer = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'dev', alg: 'RS256', use: 'sig' };
  const userByLogin = new Map(DEMO_USERS.map((user) => [user.login, user]));
  const claimsOf = (user) => ({
    sub: user.login,
    preferred_username: user.login,
    name: user.name,
    stamp: user.stamp,
    realm_access: { roles: user.roles },
  });

  const provider = new Provider(issuer, {
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    clients: [clientId, ...otherClients].map((id) => ({
      client_id: id,
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: ['http://localhost/'],
      post_logout_redirect_uris: ['http://localhost/'],
    })),
    claims: { openid: ['sub'], profile: ['preferred_username', 'name', 'stamp', 'realm_access'] },
    scopes: ['openid', 'profile', 'offline_access'],
    findAccount: async (_ctx, sub) => {
      const user = userByLogin.get(sub);
      return user ? { accountId: sub, claims: async () => claimsOf(user) } : undefined;
    },
    // The API reads the user's roles and stamp from the access token itself.
    extraTokenClaims: async (_ctx, token) => {
      const user = 'accountId' in token && token.accountId ? userByLogin.get(token.accountId) : undefined;
      if (!user) return undefined;
      const { realm_access, stamp, preferred_username } = claimsOf(user);
      return { realm_access, stamp, preferred_username };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'openid profile',
          audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenTtl,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: () => true,
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 86_400,
      Session: 86_400,
      RefreshToken: 86_400,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? '')}</p></main></body></html>`;
    },
  });
  // The SPA may run on any local port (Vite, e2e servers): accept every local page as a redirect.
  provider.Client.prototype.redirectUriAllowed = (value) => redirectAllowed(value, redirectUris);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (value) => redirectAllowed(value, redirectUris);

  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return callback(req, res);
    interaction(req, res, Boolean(match[2])).catch((error) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  /** The login prompt shows the form; consent is granted at once (a first-party application). */
  async function interaction(req, res, submitted) {
    const details = await provider.interactionDetails(req, res);
    const { uid, prompt, params, session } = details;
    if (prompt.name === 'login') {
      if (!submitted) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(loginPage(uid));
      }
      const form = await readForm(req);
      const user = userByLogin.get(form.get('login') ?? '');
      if (!user || user.password !== form.get('password')) {
        res.statusCode = 401;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(loginPage(uid, 'Unknown login or wrong password.'));
      }
      return provider.interactionFinished(req, res, { login: { accountId: user.login } }, { mergeWithLastSubmission: false });
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('grant not found');
    const missing = prompt.details;
    if (Array.isArray(missing.missingOIDCScope)) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (Array.isArray(missing.missingOIDCClaims)) grant.addOIDCClaims(missing.missingOIDCClaims);
    if (missing.missingResourceScopes && typeof missing.missingResourceScopes === 'object') {
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes)) {
        grant.addResourceScope(indicator, /** @type {string[]} */ (scopes).join(' '));
      }
    }
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    clientId,
    audience,
    // Browsers keep idle connections open: close them too, or close() waits for their keep-alive.
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

/** The logout confirmation page, plain and labelled like the login form. */
async function logoutPage(ctx, form) {
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign out · Atelier development provider</title></head>
<body><main><h1>Sign out</h1>${form}<p><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></p></main></body></html>`;
}

/**
 * Signs a demo user in through the real authorization-code flow with PKCE, without a browser
 * (cookies carried by hand), and answers the token response. For tests and scripts.
 * @param {{ issuer: string, clientId: string, login: string, password: string, redirectUri?: string, scope?: string }} options
 * @returns {Promise<{ access_token: string, id_token?: string, refresh_token?: string, expires_in: number }>}
 */
export async function signIn({ issuer, clientId, login, password, redirectUri = 'http://localhost:5173/', scope = 'openid profile' }) {
  const cookies = new Map();
  const go = async (url, init = {}) => {
    const response = await fetch(new URL(url, issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL('/auth', issuer);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  })) {
    authorize.searchParams.set(key, value);
  }
  let response = await go(authorize);
  let location = response.headers.get('location');
  for (let step = 0; step < 10 && location && !location.startsWith(redirectUri); step += 1) {
    const url = new URL(location, issuer);
    response = await go(url);
    // The login form: fill it in as a person would.
    if (response.status === 200 && /^\/interaction\/[\w-]+$/.test(url.pathname)) {
      response = await go(`${url.pathname}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login, password }).toString(),
      });
      if (response.status === 401) throw new Error('Unknown login or wrong password.');
    }
    location = response.headers.get('location');
  }
  const back = location ? new URL(location).searchParams : new URLSearchParams();
  const code = back.get('code');
  if (!code) throw new Error(`sign-in did not come back with a code (${back.get('error_description') ?? response.status})`);
  const token = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
  });
  if (!token.ok) throw new Error(`token endpoint answered ${token.status}: ${await token.text()}`);
  return token.json();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  const started = await startOidcProvider({
    port: Number(env.OIDC_PORT ?? 9400),
    host: env.OIDC_HOST ?? '127.0.0.1',
    clientId: env.OIDC_CLIENT_ID ?? 'atelier',
    audience: env.OIDC_AUDIENCE ?? 'urn:atelier:api',
    accessTokenTtl: Number(env.OIDC_ACCESS_TOKEN_TTL ?? 300),
    redirectUris: (env.OIDC_REDIRECT_URIS ?? '').split(',').map((u) => u.trim()).filter(Boolean),
  });
  console.log(`OpenID Connect provider for development at ${started.issuer} (client ${started.clientId}, audience ${started.audience})`);
  console.log(`Demo users (password = login): ${DEMO_USERS.map((u) => u.login).join(', ')}`);
  console.log(
    `Run Atelier against it: AUTH_TYPE=OpenIDConnectAuth OIDC_ISSUER=${started.issuer} OIDC_CLIENT_ID=${started.clientId} OIDC_AUDIENCE=${started.audience} npm start`,
  );
  const stop = () => void started.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
