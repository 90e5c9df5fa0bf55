// @module-federation/runtime in the single-bundle build (singleBundle.ts): there is no federation
// at run time, so no instance; the host's loader then takes its first-load path, whose import() of
// a section finds the module in the bundle.
export function getInstance(): undefined {
  return undefined;
}
