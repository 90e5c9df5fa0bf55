import type { ComponentProps } from 'react';
import type { RemoteName } from '@portfolio/shared/federation/contract';

/**
 * A section's root element, as its fragment's root is (shared/build/fragmentPlugin.ts): the remote's
 * CSS is scoped to it (shared/build/scopeRemoteCss.ts).
 */
export function SectionRoot({ remote, ...props }: { remote: RemoteName } & ComponentProps<'div'>) {
  return <div data-mf-remote={remote} {...props} />;
}
