const BLOCK_START = /^#\s*block\s+name="([^"]*)"\s*$/;
const BLOCK_END = /^#\s*endblock\s*$/;
const INCLUDE = /^#\s*include\s+(.*?)\s*$/;
const STUB = /\bstub="([^"]*)"/;

/**
 * A page from a plain static host keeps its include directives; this does what a server does when an include
 * fails: each `include` gets its `stub` block, and the section renders on the client.
 */
export function fillUnprocessedIncludes(doc: Document): void {
  const blocks = new Map<string, Node[]>();
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_COMMENT);
  const comments: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node as Comment);
  for (const comment of comments) {
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
    const stubName = STUB.exec(include[1]!)?.[1];
    const stub = (stubName !== undefined && blocks.get(stubName)) || [];
    comment.replaceWith(...stub.map((node) => node.cloneNode(true)));
  }
}
