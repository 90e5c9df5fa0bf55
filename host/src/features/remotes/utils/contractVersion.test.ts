import { describe, expect, it } from 'vitest';
import { FEDERATION_CONTRACT_VERSION } from '@portfolio/shared/federation/version';
import { contractMismatch, isCompatibleContract } from './contractVersion';

describe('isCompatibleContract (same major)', () => {
  it('accepts the same major whatever the minor and patch', () => {
    expect(isCompatibleContract('1.0.0', '1.0.0')).toBe(true);
    expect(isCompatibleContract('1.4.2', '1.0.0')).toBe(true);
    expect(isCompatibleContract('1.0.0', '1.9.0')).toBe(true);
    expect(isCompatibleContract('1.2.0-beta.1', '1.0.0')).toBe(true);
  });
  it('refuses another major, in either direction', () => {
    expect(isCompatibleContract('2.0.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract('0.9.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract('10.0.0', '1.0.0')).toBe(false);
  });
  it('refuses a missing or malformed version', () => {
    expect(isCompatibleContract(undefined, '1.0.0')).toBe(false);
    expect(isCompatibleContract(1, '1.0.0')).toBe(false);
    expect(isCompatibleContract('1', '1.0.0')).toBe(false);
    expect(isCompatibleContract('v1.0.0', '1.0.0')).toBe(false);
  });
});

describe('contractMismatch', () => {
  it('is null for a remote built against this contract', () => {
    expect(contractMismatch('skills', { federationContractVersion: FEDERATION_CONTRACT_VERSION })).toBeNull();
  });
  it('names the remote, its version and the host version', () => {
    expect(contractMismatch('contact', { federationContractVersion: '2.1.0' }, '1.3.0')).toBe(
      '[remote section] contact was built against federation contract 2.1.0; this host uses 1.3.0 (the major versions must match). Its section is not loaded.',
    );
  });
  it('says "none" for a remote that publishes no version', () => {
    expect(contractMismatch('projects', { init() {} }, '1.0.0')).toMatch(
      /projects was built against federation contract none/,
    );
  });
});
