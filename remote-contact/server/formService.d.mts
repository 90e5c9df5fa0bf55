/** Types for formService.mjs (the root tsconfig does not check JavaScript). */
export interface OutboxRecord {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Any other fields the form sent, except access_key, botcheck and redirect. */
  extra?: Record<string, string>;
}

export interface FormServiceOptions {
  /** 0 picks a free port. Default 4180. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default remote-contact/.outbox/messages.jsonl. */
  outboxPath?: string;
  /** Origins that may post; '*' for any. Default: the site's own. */
  allowedOrigins?: string[];
  log?: (line: string) => void;
}

export interface RunningFormService {
  port: number;
  url: string;
  submitUrl: string;
  outboxPath: string;
  close(): Promise<void>;
}

export interface Outbox {
  path: string;
  append(record: OutboxRecord): Promise<void>;
  drain(): Promise<void>;
}

export const FORM_SERVICE_PORTS: { start: number; dev: number };
export const DEFAULT_OUTBOX: string;
export const REQUIRED_FIELDS: readonly ['name', 'email', 'message'];
/** The largest field the stand-in takes, in bytes of UTF-8. */
export const MAX_FIELD_BYTES: number;
export function defaultAllowedOrigins(extra?: string): string[];
export function createOutbox(path: string): Outbox;
export function readOutbox(path: string): Promise<OutboxRecord[]>;
export function startFormService(options?: FormServiceOptions): Promise<RunningFormService>;
