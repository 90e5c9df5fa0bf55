export function gradeFor(score: number): string;
export function gradeHeaders(headers: Record<string, string | undefined>): {
  score: number;
  grade: string;
  tests: Record<string, number>;
};
