export type IncludeTiming = {
  route: string;
  runs: number;
  states: { state: string; medianMs: number; minMs: number; maxMs: number; status: number; section: boolean }[];
};
export function measureIncludeTiming(options?: {
  route?: string;
  runs?: number;
  distRoot?: string;
}): Promise<IncludeTiming>;
export function printIncludeTiming(timing: IncludeTiming, log?: (line: string) => void): void;
