import type { FieldSummary } from './fieldReport.mjs';

export function uplotAssets(): { js: string; css: string };
export function reportHtml(
  summary: FieldSummary,
  options?: { refused?: number; generatedAt?: Date; assets?: { js: string; css: string } },
): string;
