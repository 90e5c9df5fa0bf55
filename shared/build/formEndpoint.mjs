// Where the contact form posts, for the build and the servers' Content-Security-Policy alike:
// the form service with a real access key, else the local stand-in.

export const FORM_SERVICE_ENDPOINT = 'https://api.web3forms.com/submit';
export const LOCAL_FORM_PORTS = { start: 4180, dev: 5180 };

/** @param {Record<string, string | undefined>} env @param {'start' | 'dev'} [mode] */
export function formEndpointFor(env, mode = 'start') {
  if (env.VITE_FORM_ENDPOINT) return env.VITE_FORM_ENDPOINT;
  if (env.VITE_FORM_ACCESS_KEY) return FORM_SERVICE_ENDPOINT;
  return `http://localhost:${LOCAL_FORM_PORTS[mode]}/submit`;
}
