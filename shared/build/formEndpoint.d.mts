export const FORM_SERVICE_ENDPOINT: string;
export const LOCAL_FORM_PORTS: { start: number; dev: number };
export function formEndpointFor(env: Record<string, string | undefined>, mode?: 'start' | 'dev'): string;
