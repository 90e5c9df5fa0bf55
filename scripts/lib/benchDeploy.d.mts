export const BENCH_HOST: string;
export const BENCH_PREFIX: string;
export function withBenchDeploy<T>(measure: (hostUrl: string, prefix: string) => Promise<T>): Promise<T>;
