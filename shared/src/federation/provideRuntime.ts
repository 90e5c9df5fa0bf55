/**
 * Publishes the federation runtime on a remote's standalone page: remotes use `externalRuntime` and read
 * `globalThis._FEDERATION_RUNTIME_CORE`, which inside the host the host provides.
 */
import * as runtimeCore from 'portfolio-federation-runtime-core';

const federationGlobal = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;
