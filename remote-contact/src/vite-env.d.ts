/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The form service's `submit` URL (see remote-contact/README.md). */
  readonly VITE_FORM_ENDPOINT?: string;
  /** The form service's public access key. */
  readonly VITE_FORM_ACCESS_KEY?: string;
  /** Where the form service sends a browser after a form posted without JS (build/formServiceEnv.ts). */
  readonly VITE_FORM_REDIRECT?: string;
}
