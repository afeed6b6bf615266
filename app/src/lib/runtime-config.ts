import type { RuntimeConfig } from '@atelier/contracts';

/**
 * Reads `config.json` from the SPA's host (index.html preloads it, so this costs no round trip).
 * A host may write that file by hand: its shape is checked here, with a message naming the fault.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return checkRuntimeConfig(await response.json());
}

export function checkRuntimeConfig(value: unknown): RuntimeConfig {
  const config = value as Partial<RuntimeConfig> | null;
  if (typeof config?.apiBaseUrl !== 'string' || config.apiBaseUrl === '') {
    throw new Error('config.json: apiBaseUrl must be a non-empty string');
  }
  const { oidc } = config;
  if (oidc !== undefined && (typeof oidc?.authority !== 'string' || typeof oidc.clientId !== 'string')) {
    throw new Error('config.json: oidc needs an authority and a clientId');
  }
  return config as RuntimeConfig;
}
