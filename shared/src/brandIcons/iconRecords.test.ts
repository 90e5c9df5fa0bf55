import { describe, expect, it } from 'vitest';
import {
  FALLBACK_HEX,
  FALLBACK_PATH,
  dropIncompleteRecords,
  indexBySlug,
  resolveIconRecords,
  toIconRecord,
} from './iconRecords';

const react = { title: 'React', hex: '61DAFB', path: 'M1 1h2v2z' };
const nodeJs = { title: 'Node.js', hex: '5FA04E', path: 'M0 0h24v24z' };
const sonar = { title: 'SonarQube Server', hex: '126ED3', path: 'M2 2h4z' };

describe('toIconRecord', () => {
  it('copies title, colour and path under the requested slug', () => {
    expect(toIconRecord('react', react)).toEqual({ slug: 'react', title: 'React', hex: '61DAFB', path: 'M1 1h2v2z' });
  });

  it('falls back to an empty path and black when the icon is missing', () => {
    expect(toIconRecord('nosuchicon', undefined)).toEqual({
      slug: 'nosuchicon',
      title: 'nosuchicon',
      hex: FALLBACK_HEX,
      path: FALLBACK_PATH,
    });
    expect(FALLBACK_HEX).toBe('000000');
    expect(FALLBACK_PATH).toBe('');
  });
});

describe('dropIncompleteRecords', () => {
  it('keeps complete records and drops those missing a colour or a path', () => {
    const complete = { slug: 'react', title: 'React', hex: '61DAFB', path: 'M1 1z' };
    const records = [
      complete,
      { slug: 'a', title: 'A', hex: '', path: 'M1 1z' },
      { slug: 'b', title: 'B', path: 'M1 1z' },
      { slug: 'c', title: 'C', hex: 'zzzzzz', path: 'M1 1z' },
      { slug: 'd', title: 'D', hex: '123456', path: '' },
      { slug: 'e', title: 'E', hex: '123456', path: '   ' },
      { slug: 'f', title: 'F', hex: '123456' },
    ];
    expect(dropIncompleteRecords(records)).toEqual([complete]);
  });

  it('drops the fallback record, whose path is empty', () => {
    expect(dropIncompleteRecords([toIconRecord('gone', undefined)])).toEqual([]);
  });
});

describe('resolveIconRecords', () => {
  it('indexes sources by the slug derived from their title', () => {
    expect([...indexBySlug([react, nodeJs]).keys()]).toEqual(['react', 'nodedotjs']);
  });

  it('keeps the order of the slug list, follows renames and drops what it cannot find', () => {
    const records = resolveIconRecords(['nodedotjs', 'missing', 'sonarqube', 'react'], [react, nodeJs, sonar], {
      sonarqube: 'sonarqubeserver',
    });
    expect(records.map((record) => [record.slug, record.title])).toEqual([
      ['nodedotjs', 'Node.js'],
      ['sonarqube', 'SonarQube Server'],
      ['react', 'React'],
    ]);
  });

  it('gives nothing for an empty slug list', () => {
    expect(resolveIconRecords([], [react])).toEqual([]);
  });
});
