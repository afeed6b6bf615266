import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOidcProvider } from '../../scripts/oidc-provider.mjs';
import { seededTemplate, startServer } from './server.ts';
import { BROKER_VARIABLE, stackKey, type Stack, type StackOptions } from './stacks.ts';

interface Running {
  stack: Stack;
  stop: () => Promise<void>;
}

async function start(options: StackOptions, filesDir: string, template: Promise<string>): Promise<Running> {
  const provider = options.oidc ? await startOidcProvider({ port: 0, accessTokenTtl: options.oidc.accessTokenTtl }) : undefined;
  try {
    const files: Record<string, string> = {};
    for (const [variable, content] of Object.entries(options.jsonFiles ?? {})) {
      files[variable] = path.join(mkdtempSync(path.join(filesDir, 'file-')), `${variable.toLowerCase()}.json`);
      writeFileSync(files[variable], JSON.stringify(content));
    }
    const signIn: Record<string, string> = provider
      ? { AUTH_TYPE: 'OpenIDConnectAuth', OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_AUDIENCE: provider.audience }
      : {};
    const app = await startServer({ ...signIn, ...options.env, ...files }, { template: await template });
    return {
      stack: { url: app.url, ...(provider ? { issuer: provider.issuer } : {}) },
      stop: async () => {
        await app.stop();
        await provider?.stop();
      },
    };
  } catch (error) {
    await provider?.stop();
    throw error;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/**
 * Before the journeys: a small broker on a loopback port that starts the servers journeys share
 * (`stacks.ts`), one per configuration, when first asked, and stops them all at the end of the run.
 * The workers find it through an environment variable, inherited from this process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-stacks-'));
  const stacks = new Map<string, Promise<Running>>();
  // Seeded once, now, while the first journeys run: each stack then starts from a copy of it.
  const template = seededTemplate();
  template.catch(() => undefined);
  const broker = createServer((request, response) => {
    void (async () => {
      try {
        if (request.method !== 'POST' || request.url !== '/stack') throw new Error(`unknown request ${request.method} ${request.url}`);
        const options = JSON.parse(await readBody(request)) as StackOptions;
        const key = stackKey(options);
        let running = stacks.get(key);
        if (!running) {
          running = start(options, filesDir, template);
          stacks.set(key, running);
          // A start that failed is tried again by the next journey that asks.
          running.catch(() => stacks.delete(key));
        }
        const { stack } = await running;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stack));
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  const address = broker.address();
  process.env[BROKER_VARIABLE] = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return async () => {
    broker.close();
    broker.closeAllConnections();
    const started = await Promise.allSettled(stacks.values());
    await Promise.all(started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop()] : [])));
    rmSync(filesDir, { recursive: true, force: true });
    const seeded = await template.catch(() => undefined);
    if (seeded) rmSync(seeded, { recursive: true, force: true });
  };
}
