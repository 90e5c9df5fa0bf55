import { MIN_SKILLS_FOR_HIRE, MIN_YEARS_FOR_HIRE } from '@portfolio/shared/profile';
import type { ProfileObject } from '@portfolio/shared/types/entities';

const KINDS = ['keyword', 'key', 'string', 'number', 'fn', 'punct', 'plain'] as const;
export type TokenKind = (typeof KINDS)[number] | 'comment' | 'result';
export type CodeLine = { kind: TokenKind; text: string }[];

/** One group per kind in KINDS, in that order: the first that matches names the token. */
const TOKEN =
  /(\b(?:const|return|this|true|false)\b)|(\w+(?=: ))|('(?:\\.|[^'\\])*')|(\d+)|(hireable)|([^\w\s]+)|(\w+|\s+)/g;

function tokens(line: string): CodeLine {
  return [...line.matchAll(TOKEN)].map((match) => ({
    kind: KINDS[match.slice(1).findIndex(Boolean)]!,
    text: match[0],
  }));
}

/** The code window's source as coloured tokens (no highlighter ships); the last line shows `isHireable`'s result. */
export function profileCodeLines(profile: ProfileObject, hireable: boolean): CodeLine[] {
  const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const skillRows: string[] = [];
  for (let i = 0; i < profile.skills.length; i += 3) {
    const row = profile.skills.slice(i, i + 3).map(literal);
    skillRows.push(`    ${row.join(', ')},`);
  }
  const source = [
    'const profile = {',
    `  name: ${literal(profile.name)},`,
    `  title: ${literal(profile.title)},`,
    '  skills: [',
    ...skillRows,
    '  ],',
    `  hardWorker: ${profile.hardWorker},`,
    `  quickLearner: ${profile.quickLearner},`,
    `  problemSolver: ${profile.problemSolver},`,
    `  yearsOfExperience: ${profile.yearsOfExperience},`,
    '  hireable() {',
    '    return (',
    '      this.hardWorker &&',
    '      this.problemSolver &&',
    `      this.skills.length >= ${MIN_SKILLS_FOR_HIRE} &&`,
    `      this.yearsOfExperience >= ${MIN_YEARS_FOR_HIRE}`,
    '    );',
    '  },',
    '};',
    '',
  ];
  return [
    ...source.map(tokens),
    [...tokens('profile.hireable(); '), { kind: 'comment', text: '// → ' }, { kind: 'result', text: String(hireable) }],
  ];
}
