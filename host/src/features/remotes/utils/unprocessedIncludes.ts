import type { RemoteName } from '@portfolio/shared/federation/contract';

/**
 * A remote route's page served by a plain static host (no SSI, no Worker) reaches the browser with
 * its include directives still in it: HTML comments, invisible, but the section's skeleton sits
 * outside the app's root (inside a `block` definition) and the include point inside React's
 * Suspense markers is empty, which hydration would report as a mismatch (#418).
 *
 * This does in the browser what the server does when an include fails: each `include` gets its
 * `stub` block, the block definitions and directives go. The page then has exactly what nginx
 * sends for a remote that did not answer (the skeleton in place, no release marker), and the
 * section loads and renders on the client as it does there. A page the server composed has no
 * directive left, so nothing happens.
 */

const BLOCK_START = /^#\s*block\s+name="([^"]*)"\s*$/;
const BLOCK_END = /^#\s*endblock\s*$/;
const INCLUDE = /^#\s*include\s+(.*?)\s*$/;
const ATTRIBUTE = /(\w+)="([^"]*)"/g;
const BODY_INCLUDE = /^\/_fragment\/([a-z0-9-]+)\/contract-\d{1,4}\/(?:page\/)?body$/;

function directiveComments(doc: Document): Comment[] {
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_COMMENT);
  const comments: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Comment).data.trimStart().startsWith('#')) comments.push(node as Comment);
  }
  return comments;
}

/**
 * Replaces the page's unprocessed include directives by their stubs; returns the remotes whose
 * section include was left unprocessed (their section then renders on the client).
 */
export function fillUnprocessedIncludes(doc: Document): RemoteName[] {
  const blocks = new Map<string, Node[]>();
  const filled: RemoteName[] = [];
  for (const comment of directiveComments(doc)) {
    if (!comment.parentNode) continue;
    const data = comment.data.trim();
    const start = BLOCK_START.exec(data);
    if (start) {
      // The block's content: its siblings up to the matching endblock, taken out of the page.
      const content: Node[] = [];
      let next = comment.nextSibling;
      while (next && !(next.nodeType === Node.COMMENT_NODE && BLOCK_END.test((next as Comment).data.trim()))) {
        content.push(next);
        next = next.nextSibling;
      }
      for (const node of content) node.parentNode?.removeChild(node);
      next?.parentNode?.removeChild(next);
      comment.remove();
      blocks.set(start[1]!, content);
      continue;
    }
    const include = INCLUDE.exec(data);
    if (!include) continue;
    const attributes = Object.fromEntries([...include[1]!.matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]));
    const stub = attributes.stub === undefined ? [] : (blocks.get(attributes.stub) ?? []);
    comment.replaceWith(...stub.map((node) => node.cloneNode(true)));
    const remote = BODY_INCLUDE.exec(attributes.virtual ?? '')?.[1];
    if (remote) filled.push(remote as RemoteName);
  }
  return filled;
}
