import { describe, expect, it, vi } from 'vitest';
import { JAVA_INSTALL, nuHtmlCheck, vnuErrorsByFile } from '../lib/nuHtmlChecker.mjs';

const report = (messages: object[]) => ({ status: 0, stdout: '', stderr: JSON.stringify({ messages }) });

describe('the Nu Html Checker step of npm run audit', () => {
  it('gives each file its errors, every file an entry', () => {
    const errors = vnuErrorsByFile(
      report([{ url: 'file:/tmp/audit-x/contact-sent.html', message: 'Stray end tag “div”.', lastLine: 12 }]),
      ['/tmp/audit-x/home.html', '/tmp/audit-x/contact-sent.html'],
    );
    expect(errors).toEqual({
      '/tmp/audit-x/home.html': [],
      '/tmp/audit-x/contact-sent.html': ['Stray end tag “div”. (line 12)'],
    });
  });

  it('counts the render-blocking rel=expect link the HTML Standard allows as no error, and the same message on any other link', () => {
    const message =
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
    const errors = vnuErrorsByFile(
      report([
        {
          url: 'file:/tmp/audit-x/home.html',
          message,
          lastLine: 20,
          extract: '<link rel="expect" href="#main" blocking="render"></head',
        },
        {
          url: 'file:/tmp/audit-x/home.html',
          message,
          lastLine: 21,
          extract: '<link rel="expect" href="#about" media="(min-width: 64rem)" blocking="render">',
        },
        {
          url: 'file:/tmp/audit-x/skills.html',
          message,
          lastLine: 21,
          extract: '<link rel="preload" href="/a.js" blocking="render">',
        },
      ]),
      ['/tmp/audit-x/home.html', '/tmp/audit-x/skills.html'],
    );
    expect(errors).toEqual({ '/tmp/audit-x/home.html': [], '/tmp/audit-x/skills.html': [`${message} (line 21)`] });
  });

  it('throws with vnu’s own words when it writes no report', () => {
    expect(() =>
      vnuErrorsByFile({ status: 1, stdout: '', stderr: '\nError: No documents specified.\n' }, ['/tmp/a.html']),
    ).toThrow('Nu Html Checker did not report (exit 1): Error: No documents specified.');
  });

  it('does not start vnu for no file (it would refuse an empty list)', () => {
    const run = vi.fn();
    expect(nuHtmlCheck([], { java: '/usr/bin/java', jarExists: true, env: {}, run })).toEqual({
      ran: true,
      errors: {},
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs vnu on the files with Java and the jar', () => {
    const run = vi.fn(() => report([]));
    expect(nuHtmlCheck(['/tmp/a.html'], { java: '/usr/bin/java', jarExists: true, env: {}, run })).toEqual({
      ran: true,
      errors: { '/tmp/a.html': [] },
    });
    expect(run).toHaveBeenCalledWith('/usr/bin/java', expect.arrayContaining(['--errors-only', '/tmp/a.html']));
  });

  it('without Java, is skipped with one line naming the install, or fails where every suite must run', () => {
    const run = vi.fn();
    const check = nuHtmlCheck(['/tmp/a.html'], { java: null, jarExists: true, env: {}, run });
    expect(check).toEqual({
      ran: false,
      line: expect.stringContaining(`no java: not run (skipped). Install: ${JAVA_INSTALL}`),
    });
    expect(run).not.toHaveBeenCalled();
    expect(() => nuHtmlCheck(['/tmp/a.html'], { java: null, jarExists: true, env: { CI: 'true' }, run })).toThrow(
      /Nu Html Checker: no java, and CI=true requires it/,
    );
  });
});
