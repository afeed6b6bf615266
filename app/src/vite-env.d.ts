/// <reference types="vite/client" />

/** Version of this single-page application, from app/package.json. */
declare const __UI_VERSION__: string;

/** Lingui's Vite plugin compiles a `.po` catalog into its messages on import. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
