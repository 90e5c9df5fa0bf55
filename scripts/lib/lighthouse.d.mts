export const CATEGORIES: string[];
export const METRICS: Record<string, string>;
export function median(values: number[]): number;
export function spread(values: number[]): number;
export function lighthouseOnce(
  url: string,
  options?: { formFactor?: 'mobile' | 'desktop'; categories?: string[] },
): Promise<{
  scores: Record<string, number>;
  metrics: Record<string, number>;
  failing: string[];
  mainThread: { scriptEvaluation: number; styleLayout: number };
  benchmarkIndex: number;
  warnings: string[];
}>;
export function mainThreadGroup(
  audit: { details?: { items?: { group: string; duration: number }[] } } | undefined,
  group: string,
): number;
export function lighthouseMedian(
  url: string,
  options?: { runs?: number; formFactor?: 'mobile' | 'desktop'; categories?: string[] },
): Promise<{
  scores: Record<string, { median: number; spread: number; values: number[] }>;
  metrics: Record<string, { median: number; spread: number; values: number[] }>;
  failing: string[];
  failedRuns: number;
}>;
