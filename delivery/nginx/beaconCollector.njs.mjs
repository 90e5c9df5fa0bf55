// The nginx beacon collector, run by njs after nginx's own refusals; 204 and nginx logs the body, else 400.
// njsBundle.mjs bundles it with beacon.mjs, in the syntax njs 0.7.9 reads.
import { parseBeacon } from '../../shared/build/beacon.mjs';

/**
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
