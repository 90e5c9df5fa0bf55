// ssi.mjs's directives on a streaming page (the Worker): only a directive or a block is held until complete;
// blocks are defined before use, as nginx requires too.
import { parseDirective } from './ssi.mjs';

/** The longest text that may be the start of a directive split across chunks ("<!--" is 4). */
const HOLD = 4;
const DIRECTIVE_START = '<!--#';
const END_BLOCK = /<!--#\s*endblock\s*-->/;

/**
 * Bounding the wait is the resolver's job: the adapter knows its clock and its fetch.
 * @param {(virtual: string) => Promise<string | null | undefined>} resolve
 * @param {{ onFailure?: (failure: import('./ssi.mjs').IncludeFailure) => void }} [options]
 * @returns {TransformStream<string, string>}
 */
export function ssiTransformStream(resolve, { onFailure = () => {} } = {}) {
  const blocks = new Map();
  let buffer = '';
  let block = null; // name of the block being read

  async function include(virtual, stub) {
    try {
      if (!virtual) throw new Error('no virtual path');
      const body = await resolve(virtual);
      if (typeof body !== 'string' || body.trim() === '') throw new Error('empty response');
      return body;
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      const known = stub !== undefined && blocks.has(stub);
      onFailure({ virtual, stub, cause: known || stub === undefined ? cause : `${cause}; unknown stub "${stub}"` });
      return known ? blocks.get(stub) : '';
    }
  }

  async function drain(controller, final) {
    for (;;) {
      if (block !== null) {
        const end = END_BLOCK.exec(buffer);
        if (!end) {
          if (final) buffer = ''; // an unterminated block: dropped, as nginx does
          return;
        }
        blocks.set(block, buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
        block = null;
        continue;
      }
      const start = buffer.indexOf(DIRECTIVE_START);
      if (start === -1) {
        const keep = final ? 0 : Math.min(HOLD, buffer.length);
        if (buffer.length > keep) controller.enqueue(buffer.slice(0, buffer.length - keep));
        buffer = buffer.slice(buffer.length - keep);
        return;
      }
      if (start > 0) controller.enqueue(buffer.slice(0, start));
      buffer = buffer.slice(start);
      const close = buffer.indexOf('-->');
      if (close === -1) {
        if (final) controller.enqueue(buffer);
        if (final) buffer = '';
        return;
      }
      const directive = buffer.slice(0, close + 3);
      buffer = buffer.slice(close + 3);
      const parsed = parseDirective(directive);
      if (parsed?.kind === 'block') block = parsed.name;
      else if (parsed?.kind === 'include') controller.enqueue(await include(parsed.virtual, parsed.stub));
      else if (parsed?.kind !== 'endblock') controller.enqueue(directive);
    }
  }

  return new TransformStream({
    async transform(chunk, controller) {
      buffer += chunk;
      await drain(controller, false);
    },
    async flush(controller) {
      await drain(controller, true);
    },
  });
}
