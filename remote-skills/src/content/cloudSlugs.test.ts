import { describe, expect, it } from 'vitest';
import { ICON_CATALOGUE, SLUG_RENAMES } from '@portfolio/shared/brandIcons/catalogue';
import { resolveIconRecords } from '@portfolio/shared/brandIcons/iconRecords';
import { CLOUD_SLUGS } from '@portfolio/shared/content/skills';

describe('the cloud`s 30 slugs', () => {
  const records = resolveIconRecords(CLOUD_SLUGS, ICON_CATALOGUE, SLUG_RENAMES);

  it('are the 30 distinct slugs of the spec', () => {
    expect(CLOUD_SLUGS).toHaveLength(30);
    expect(new Set(CLOUD_SLUGS).size).toBe(30);
  });

  it('all resolve to complete records, in order, none dropped', () => {
    expect(records.map((record) => record.slug)).toEqual(CLOUD_SLUGS);
    for (const record of records) {
      expect(record.hex, record.slug).toMatch(/^[0-9a-f]{6}$/i);
      expect(record.path, record.slug).toMatch(/^m[-mzlhvcsqtae\d,. ]+$/i);
    }
  });

  it('carry the brand`s own title and colour', () => {
    const bySlug = Object.fromEntries(records.map((record) => [record.slug, record]));
    expect(bySlug.java).toMatchObject({ title: 'Java', hex: '007396' });
    expect(bySlug.css3).toMatchObject({ title: 'CSS3', hex: '1572B6' });
    expect(bySlug.amazonaws).toMatchObject({ title: 'Amazon Web Services', hex: '232F3E' });
    expect(bySlug.visualstudiocode).toMatchObject({ title: 'Visual Studio Code', hex: '007ACC' });
    expect(bySlug.sonarqube).toMatchObject({ title: 'SonarQube Server', hex: '126ED3' });
    expect(bySlug.nodedotjs).toMatchObject({ title: 'Node.js', hex: '5FA04E' });
    expect(new Set(records.map((record) => record.title)).size).toBe(30);
  });
});
