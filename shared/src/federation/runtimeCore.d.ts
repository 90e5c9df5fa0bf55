// The federation runtime's core, imported by its file path (see provideRuntime.ts).
declare module 'portfolio-federation-runtime-core' {
  export function init(options: unknown): unknown;
}
