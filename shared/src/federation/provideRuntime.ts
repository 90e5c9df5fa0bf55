/**
 * A remote's standalone page (its own index.html, without the host) publishes the
 * federation runtime itself. Remotes build with the plugin's
 * `experiments.externalRuntime` and read the runtime from
 * `globalThis._FEDERATION_RUNTIME_CORE`, which the host provides; on a standalone page
 * nothing else does. The page runs this module first (shared/build/standaloneRuntime.ts);
 * inside the host it is never loaded.
 */
import * as runtimeCore from 'portfolio-federation-runtime-core';

const federationGlobal = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;
