import type { FallbackReason } from '@portfolio/shared/fieldData/beacon';
import { RemoteTimeoutError } from './timeLimit';

/**
 * Why a section's load failed, for the field data. The runtime may wrap what our plugin threw, so
 * causes are followed and a contract mismatch is known by its message (contractMismatch).
 */
export function loadFailureReason(error: unknown): FallbackReason {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof RemoteTimeoutError) return 'timeout';
    if (/federation contract/.test(current.message)) return 'contract';
    current = current.cause;
  }
  return 'network';
}
