import { describe, expect, it } from 'vitest';
import { iconResolver, resolveIconRecords } from './iconRecords';

const react = { title: 'React', hex: '61DAFB', path: 'M1 1h2v2z' };
const nodeJs = { title: 'Node.js', hex: '5FA04E', path: 'M0 0h24v24z' };
const sonar = { title: 'SonarQube Server', hex: '126ED3', path: 'M2 2h4z' };

describe('resolveIconRecords', () => {
  it('copies title, colour and path under the requested slug, found by the slug derived from the title', () => {
    expect(resolveIconRecords(['react', 'nodedotjs'], [react, nodeJs])).toEqual([
      { slug: 'react', title: 'React', hex: '61DAFB', path: 'M1 1h2v2z' },
      { slug: 'nodedotjs', title: 'Node.js', hex: '5FA04E', path: 'M0 0h24v24z' },
    ]);
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

  it('drops icons missing a colour or a path', () => {
    const sources = [
      { title: 'A', hex: '', path: 'M1 1z' },
      { title: 'C', hex: 'zzzzzz', path: 'M1 1z' },
      { title: 'D', hex: '123456', path: '' },
      { title: 'E', hex: '123456', path: '   ' },
    ];
    expect(resolveIconRecords(['a', 'c', 'd', 'e', 'react'], [...sources, react]).map((record) => record.slug)).toEqual(
      ['react'],
    );
  });

  it('gives nothing for an empty slug list', () => {
    expect(resolveIconRecords([], [react])).toEqual([]);
  });
});

describe('iconResolver', () => {
  it('finds one slug at a time in the sources it indexed, following renames', () => {
    const resolve = iconResolver([react, sonar], { sonarqube: 'sonarqubeserver' });
    expect(resolve('react')).toEqual({ slug: 'react', ...react });
    expect(resolve('sonarqube')?.title).toBe('SonarQube Server');
    expect(resolve('missing')).toBeUndefined();
  });
});
