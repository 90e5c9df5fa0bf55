// nginx's njs module, which the beacon collector runs in; without it the deploy has no collector.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where Debian's libnginx-mod-http-js puts the module; NJS_MODULE names another build's. */
const DEBIAN_NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
/** The command that installs it (nginx already there). */
export const NJS_INSTALL = 'sudo apt-get install -y libnginx-mod-http-js';

/** The njs module's file, or null when it is not there. @param {NodeJS.ProcessEnv} [env] */
export function njsModule(env = process.env) {
  const path = resolve(env.NJS_MODULE || DEBIAN_NJS_MODULE);
  return existsSync(path) ? path : null;
}
