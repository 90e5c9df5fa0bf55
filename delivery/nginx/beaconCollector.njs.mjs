// The nginx deploy's beacon collector (field data): njs runs it as the content of
// `location = /_beacon`, after nginx's own refusals (method 405, content type 400, size 413, flood
// 429). It answers with the schema every collector uses (parseBeacon): 204, and nginx logs the body;
// otherwise 400 with the reason, and nothing is logged. delivery/nginx/njsBundle.mjs bundles it with
// beacon.mjs into the one file njs loads; njs 0.7.9 reads only the syntax that file keeps to.
import { parseBeacon } from '../../shared/build/beacon.mjs';

/**
 * The part of njs's request object used here.
 * @typedef {object} NjsRequest
 * @property {Uint8Array} [requestBuffer] the body, in memory (client_body_buffer_size is the size cap); absent when empty
 * @property {Record<string, string>} headersOut @property {(status: number, body?: string) => void} return
 */

/** @param {NjsRequest} r */
function collect(r) {
  const result = parseBeacon(r.requestBuffer || new Uint8Array(0));
  if (result.problem === undefined) {
    r.return(204);
    return;
  }
  r.headersOut['Content-Type'] = 'text/plain; charset=utf-8';
  r.return(400, result.problem);
}

export default { collect };
