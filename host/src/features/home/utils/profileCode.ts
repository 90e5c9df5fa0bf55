import { MIN_SKILLS_FOR_HIRE, MIN_YEARS_FOR_HIRE } from '@portfolio/shared/profile';
import type { ProfileObject } from '@portfolio/shared/types/entities';

export type TokenKind = 'keyword' | 'key' | 'string' | 'number' | 'fn' | 'punct' | 'plain' | 'comment' | 'result';

interface CodeToken {
  kind: TokenKind;
  text: string;
}

export type CodeLine = CodeToken[];

const t = (kind: TokenKind, text: string): CodeToken => ({ kind, text });
const indent = (depth: number) => t('plain', '  '.repeat(depth));

function literal(value: string | number | boolean): CodeToken {
  if (typeof value === 'string') return t('string', `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
  if (typeof value === 'number') return t('number', String(value));
  return t('keyword', String(value));
}

function property(key: string, value: string | number | boolean): CodeLine {
  return [indent(1), t('key', key), t('punct', ': '), literal(value), t('punct', ',')];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The code window's source as coloured tokens, written from the profile data, so no highlighter ships
 * to the browser; the last line shows what `isHireable` returns.
 */
export function profileCodeLines(profile: ProfileObject, hireable: boolean): CodeLine[] {
  const skillRows = chunks(profile.skills, 3).map((row) => [
    indent(2),
    ...row.flatMap((skill, index) => [literal(skill), t('punct', index < row.length - 1 ? ', ' : ',')]),
  ]);
  const condition = (depth: number, subject: string, rest: CodeToken[], last: boolean): CodeLine => [
    indent(depth),
    t('keyword', 'this'),
    t('punct', '.'),
    t('plain', subject),
    ...rest,
    ...(last ? [] : [t('punct', ' &&')]),
  ];

  return [
    [t('keyword', 'const'), t('plain', ' profile '), t('punct', '= {')],
    property('name', profile.name),
    property('title', profile.title),
    [indent(1), t('key', 'skills'), t('punct', ': [')],
    ...skillRows,
    [indent(1), t('punct', '],')],
    property('hardWorker', profile.hardWorker),
    property('quickLearner', profile.quickLearner),
    property('problemSolver', profile.problemSolver),
    property('yearsOfExperience', profile.yearsOfExperience),
    [indent(1), t('fn', 'hireable'), t('punct', '() {')],
    [indent(2), t('keyword', 'return'), t('punct', ' (')],
    condition(3, 'hardWorker', [], false),
    condition(3, 'problemSolver', [], false),
    condition(
      3,
      'skills',
      [t('punct', '.'), t('plain', 'length'), t('punct', ' >= '), t('number', String(MIN_SKILLS_FOR_HIRE))],
      false,
    ),
    condition(3, 'yearsOfExperience', [t('punct', ' >= '), t('number', String(MIN_YEARS_FOR_HIRE))], true),
    [indent(2), t('punct', ');')],
    [indent(1), t('punct', '},')],
    [t('punct', '};')],
    [],
    [
      t('plain', 'profile'),
      t('punct', '.'),
      t('fn', 'hireable'),
      t('punct', '(); '),
      t('comment', '// → '),
      t('result', String(hireable)),
    ],
  ];
}
