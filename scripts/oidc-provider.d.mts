export declare const DEMO_USERS: { login: string; password: string; name: string; roles: string[]; stamp: string }[];

export declare function startOidcProvider(options?: {
  port?: number;
  host?: string;
  clientId?: string;
  otherClients?: string[];
  audience?: string;
  accessTokenTtl?: number;
  redirectUris?: string[];
}): Promise<{ issuer: string; clientId: string; audience: string; stop: () => Promise<void> }>;

export declare function signIn(options: {
  issuer: string;
  clientId: string;
  login: string;
  password: string;
  redirectUri?: string;
  scope?: string;
}): Promise<{ access_token: string; id_token?: string; refresh_token?: string; expires_in: number }>;
