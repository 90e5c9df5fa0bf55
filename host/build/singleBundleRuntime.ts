// @module-federation/runtime in the single-bundle build: no instance, so the host's loader's
// import() of a section finds the module in the bundle.
export function getInstance(): undefined {
  return undefined;
}
