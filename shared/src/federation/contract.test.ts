import { describe, expect, it } from 'vitest';
import { REMOTE_MODULES, remoteOf } from './contract';

describe('remoteOf', () => {
  it('names the remote a module id belongs to, for every exposed section', () => {
    for (const [remote, id] of Object.entries(REMOTE_MODULES)) expect(remoteOf(id)).toBe(remote);
    expect(remoteOf('skills/SkillsPage')).toBe('skills');
  });
});
