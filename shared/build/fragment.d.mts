export function fragmentFileNames(major: number | string): { body: string; head: string };
export const FRAGMENT_FILE_NAME: RegExp;
export function fragmentIncludePath(remote: string, part: 'body' | 'head', major: number | string): string;
export const FRAGMENT_INCLUDE_PATH: RegExp;
export function contractMajorOf(version: string): number;
export const RELEASE_TOKEN: '/__mf_release__/';
export const SAFE_NAME: RegExp;
export function releaseNameProblem(name: unknown): string | null;
export type FragmentNode =
  | { type: 'element'; name: string; attributes: { name: string; value: string }[] }
  | { type: 'text'; text: string }
  | { type: 'comment' };
export function parseFragment(html: string): {
  nodes: FragmentNode[];
  problems: string[];
  elements: { name: string; attributes: { name: string; value: string }[] }[];
};
export function fragmentProblems(html: string, remote: string): string[];
export function fragmentHeadProblems(html: string, remote?: string): string[];
export function releaseFragmentProblems(distDir: string, remote: string): string[];
