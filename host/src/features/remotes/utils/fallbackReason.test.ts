import { describe, expect, it } from 'vitest';
import { contractMismatch } from './contractVersion';
import { loadFailureReason } from './fallbackReason';
import { RemoteTimeoutError } from './timeLimit';

describe('loadFailureReason', () => {
  it('tells a time limit, a contract mismatch (even wrapped by the runtime) and anything else apart', () => {
    expect(loadFailureReason(new RemoteTimeoutError('skills/SkillsPage', 8000))).toBe('timeout');
    expect(loadFailureReason(new Error('wrapped', { cause: new RemoteTimeoutError('x', 1) }))).toBe('timeout');
    expect(loadFailureReason(new Error(contractMismatch('projects', {}) ?? ''))).toBe('contract');
    expect(
      loadFailureReason(new Error('[ Federation Runtime ]: projects was built against federation contract 2.0.0')),
    ).toBe('contract');
    expect(loadFailureReason(new TypeError('Failed to fetch dynamically imported module'))).toBe('network');
    expect(loadFailureReason('a string')).toBe('network');
  });
});
