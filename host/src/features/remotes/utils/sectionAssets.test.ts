import { describe, expect, it } from 'vitest';
import { manifestUrlOf, sectionAssetsOf } from './sectionAssets';

const manifest = {
  exposes: [
    {
      name: 'ProjectsStack',
      assets: {
        js: {
          sync: ['assets/ProjectsStack-a.js', 'assets/utils-b.js'],
          async: ['assets/react-c.js', 'assets/case-study-e.js', 'assets/_virtual_mf___x__loadShare__shared-f.js'],
        },
        css: { sync: ['assets/ProjectsStack-d.css'], async: [] },
      },
    },
  ],
};
const entry = 'http://localhost:8082/r1/remoteEntry.js';

describe('sectionAssetsOf', () => {
  it("lists the section's up-front chunks, its shared-dependency proxy and CSS as absolute URLs beside the entry", () => {
    expect(sectionAssetsOf(manifest, entry)).toEqual({
      js: [
        'http://localhost:8082/r1/assets/ProjectsStack-a.js',
        'http://localhost:8082/r1/assets/utils-b.js',
        'http://localhost:8082/r1/assets/_virtual_mf___x__loadShare__shared-f.js',
      ],
      css: ['http://localhost:8082/r1/assets/ProjectsStack-d.css'],
    });
  });
  it('leaves out the shared dependencies the host provides and the chunks loaded later', () => {
    expect(sectionAssetsOf(manifest, entry).js.join()).not.toContain('react-c.js');
    expect(sectionAssetsOf(manifest, entry).js.join()).not.toContain('case-study-e.js');
  });
  it('copes with a missing, empty or malformed manifest', () => {
    expect(sectionAssetsOf(undefined, entry)).toEqual({ js: [], css: [] });
    expect(sectionAssetsOf({ exposes: 'x' }, entry)).toEqual({ js: [], css: [] });
    expect(sectionAssetsOf({ exposes: [null, { assets: { js: { sync: [1] } } }] }, entry)).toEqual({ js: [], css: [] });
  });
});

describe('manifestUrlOf', () => {
  it('is mf-manifest.json beside the entry, without the entry query', () => {
    expect(manifestUrlOf('http://localhost:4175/remoteEntry.js?attempt=2')).toBe(
      'http://localhost:4175/mf-manifest.json',
    );
    expect(manifestUrlOf(entry)).toBe('http://localhost:8082/r1/mf-manifest.json');
  });
});
