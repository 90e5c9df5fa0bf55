import { beforeEach, describe, expect, it } from 'vitest';
import { recordedViews, recordSection, recordView, restartRecord } from './pageRecord';

describe('the page record', () => {
  beforeEach(() => restartRecord('/'));

  it('gives a view opened by its sections’ effects the navigation the app notes after them', () => {
    restartRecord('/');
    recordSection('skills', { outcome: 'client', source: 'http://x/' }, '/skills');
    recordView('/skills', 'client');
    recordView('/skills', 'client'); // the same path again is a new view
    expect(recordedViews().map(({ path, nav }) => [path, nav])).toEqual([
      ['/', 'restore'],
      ['/skills', 'client'],
      ['/skills', 'client'],
    ]);
    expect(recordedViews()[1]!.sections.skills).toEqual({ outcome: 'client', source: 'http://x/' });
  });

  it('keeps the first outcome, and the last Retry’s result with its source', () => {
    recordSection('projects', { outcome: 'fallback', reason: 'timeout' }, '/');
    recordSection('projects', { outcome: 'client' }, '/');
    recordSection('projects', { retry: 'failed' }, '/');
    recordSection('projects', { retry: 'ok', source: 'http://x/r2/remoteEntry.js' }, '/');
    recordSection('contact', { retry: 'ok' }, '/'); // no fallback noted: ignored
    expect(recordedViews()[0]!.sections).toEqual({
      projects: { outcome: 'fallback', reason: 'timeout', retry: 'ok', source: 'http://x/r2/remoteEntry.js' },
    });
  });
});
