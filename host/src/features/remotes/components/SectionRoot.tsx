import type { ComponentProps } from 'react';
import type { RemoteName } from '@portfolio/shared/federation/contract';

/** As the fragment's root (shared/build/fragmentPlugin.ts): the remote's CSS is scoped to it (scopeRemoteCss.ts). */
export function SectionRoot({ remote, ...props }: { remote: RemoteName } & ComponentProps<'div'>) {
  return <div data-mf-remote={remote} {...props} />;
}
