export const RIG_PORTS: {
  nodeHost: number;
  nginx: { host: number; skills: number; projects: number; contact: number };
  status500: number;
  hang: number;
  slow: number;
  refused: number;
  nodeRemote: number;
};
export const SLOW_MS: number;
export const NGINX_BIN: string;
export function hasNginx(): boolean;
export function lockRigPorts(options?: { waitMs?: number }): Promise<() => void>;
export function fixtureText(remote: string, label?: string): string;
export const RIG_CONTRACT_MAJOR: number;
export const RIG_FRAGMENT: { body: string; head: string };
export function fragmentFiles(remote: string, label?: string, major?: number): Record<string, string>;
export function listen(server: import('node:http').Server, port: number): Promise<import('node:http').Server>;
export function close(server: import('node:http').Server): Promise<void>;
export function startFaultServers(): Promise<() => Promise<void>>;
export function faultEntries(remote: string): Record<string, string>;
export function writeFixtureBuilds(root: string, remotes: Record<string, string>): string;
export function deployCli(
  args: string[],
  options: {
    prefix: string;
    distRoot?: string;
    ports?: { host: number; skills: number; projects: number; contact: number };
    env?: Record<string, string>;
  },
): { status: number | null; stdout: string; stderr: string };
export function timedGet(
  url: string,
  headers?: Record<string, string>,
): Promise<{ response: { status: number; headers: Headers }; body: string; bytes: number; ms: number }>;
export function timedRuns(
  url: string,
  runs: number,
  options?: { beforeRuns?: () => void },
): Promise<{ medianMs: number; minMs: number; maxMs: number; last: Awaited<ReturnType<typeof timedGet>> }>;
export function firstResponseBytes(
  origin: string,
  paths: string[],
): Promise<Record<string, { bytes: number; encoding: string }>>;
export function printFirstResponseBytes(
  server: string,
  sizes: Record<string, { bytes: number; encoding: string }>,
  log?: (line: string) => void,
): void;
