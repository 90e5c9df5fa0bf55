import { describe, expect, it } from 'vitest';
import { isHireable } from '@portfolio/shared/profile';
import { PROFILE } from '../data/profile';
import { type CodeLine, profileCodeLines } from './profileCode';

/** The plain text of the lines, as a reader would copy it. */
function codeText(lines: readonly CodeLine[]): string {
  return lines.map((line) => line.map((token) => token.text).join('')).join('\n');
}

describe('profileCodeLines', () => {
  it('writes the profile object, every skill and the hireable check as source', () => {
    const text = codeText(profileCodeLines(PROFILE, isHireable(PROFILE)));
    expect(text).toContain(`name: '${PROFILE.name}',`);
    expect(text).toContain(`title: '${PROFILE.title}',`);
    expect(text).toContain("'React', 'Django', 'Laravel',");
    expect(text).toContain("'MongoDB', 'Docker', 'Redux',");
    expect(text).toContain('hardWorker: true,');
    expect(text).toContain('quickLearner: true,');
    expect(text).toContain('problemSolver: true,');
    expect(text).toContain('yearsOfExperience: 2,');
    expect(text).toContain('this.skills.length >= 5 &&');
    expect(text).toContain('this.yearsOfExperience >= 2\n');
    expect(text.split('\n').at(-1)).toBe('profile.hireable(); // → true');
  });

  it('shows the check result it is given, so a profile that is not hireable reads false', () => {
    const junior = { ...PROFILE, yearsOfExperience: 1 };
    const lines = profileCodeLines(junior, isHireable(junior));
    expect(lines.at(-1)?.at(-1)).toEqual({ kind: 'result', text: 'false' });
    expect(codeText(lines)).toContain('yearsOfExperience: 1,');
  });

  it('colours keys, strings, numbers and booleans differently', () => {
    const tokens = profileCodeLines(PROFILE, true).flat();
    const kindOf = (text: string) => tokens.find((token) => token.text === text)?.kind;
    expect(kindOf('name')).toBe('key');
    expect(kindOf("'React'")).toBe('string');
    expect(kindOf('2')).toBe('number');
    expect(kindOf('true')).toBe('keyword');
    expect(kindOf('hireable')).toBe('fn');
  });

  it('escapes quotes in text values', () => {
    const text = codeText(profileCodeLines({ ...PROFILE, name: "Dana O'Neil" }, true));
    expect(text).toContain("name: 'Dana O\\'Neil',");
  });
});
