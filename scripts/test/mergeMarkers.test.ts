import { describe, expect, it } from 'vitest';
import { mergeMarkerLines } from '../lib/mergeMarkers.mjs';

describe('mergeMarkerLines', () => {
  it('finds the markers git leaves, and the ones Prettier makes of them in a table', () => {
    const text = [
      '# Title',
      '<<<<<<< HEAD',
      '| a | b |',
      '| ======= |',
      '=======',
      '> > > > > > > branch',
      '>>>>>>> branch',
    ].join('\n');
    expect(mergeMarkerLines(text)).toEqual([2, 4, 5, 6, 7]);
  });

  it('leaves headings, rules, quotes and longer runs alone', () => {
    const text = ['Title', '=====', '> a quote', '> > nested', '| --- | --- |', '========', '<<<<<<<< not eight'].join(
      '\n',
    );
    expect(mergeMarkerLines(text)).toEqual([]);
  });
});
