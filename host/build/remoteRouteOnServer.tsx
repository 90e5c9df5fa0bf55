// RemoteRoute.tsx in the host's build-time render (prerender.ts): a remote section renders as its include
// point (includePoints.ts), in the Suspense boundary the browser's RemoteRoute has around it.
import { Suspense } from 'react';
import { remoteOf, type RemoteModuleId } from '@portfolio/shared/federation/contract';

export function RemoteRoute({ id }: { id: RemoteModuleId }) {
  return (
    <Suspense fallback={null}>
      <template data-mf-include={remoteOf(id)} />
    </Suspense>
  );
}

/** Home's static section: the same include point. */
export function StaticRemoteSection({ id }: { id: RemoteModuleId }) {
  return <RemoteRoute id={id} />;
}
