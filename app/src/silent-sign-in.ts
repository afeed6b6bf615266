import { UserManager } from 'oidc-client-ts';

// Loaded by the provider in a hidden frame during silent sign-in and token renewal: hands the
// provider's answer, in this page's address, back to the application in the parent window.
void new UserManager({ authority: window.location.origin, client_id: 'atelier', redirect_uri: window.location.href })
  .signinSilentCallback()
  .catch((error: unknown) => console.error('Silent sign-in failed', error));
