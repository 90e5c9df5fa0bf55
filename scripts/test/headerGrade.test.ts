import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../delivery/core/securityHeaders.mjs';
import { gradeFor, gradeHeaders } from '../lib/headerGrade.mjs';

const site = ['http://localhost:4174', 'http://localhost:4175'];

describe('gradeHeaders', () => {
  it('gives our headers, served over HTTPS, the top grade', () => {
    const { common, html } = securityHeaders({ siteOrigins: site, https: true });
    const lower = Object.fromEntries(
      Object.entries({ ...common, ...html }).map(([key, value]) => [key.toLowerCase(), value]),
    );
    const result = gradeHeaders(lower);
    expect(result.grade).toBe('A+');
    expect(result.tests['referrer-policy-private']).toBe(5);
    expect(result.tests['x-frame-options-implemented-via-csp']).toBe(5);
  });
  it('fails a site with no security headers', () => {
    const result = gradeHeaders({});
    // -25 CSP, -20 HSTS, -20 XFO, -5 nosniff
    expect(result.score).toBe(30);
    expect(result.grade).toBe('D');
  });
  it('penalises unsafe-inline scripts and gives no bonus below 90', () => {
    const result = gradeHeaders({
      'content-security-policy':
        "default-src 'none'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    // 100 - 20 (CSP) - 20 (HSTS) = 60; bonuses withheld
    expect(result.score).toBe(60);
  });
  it('maps scores to the Observatory grade chart', () => {
    expect(gradeFor(135)).toBe('A+');
    expect(gradeFor(99)).toBe('A');
    expect(gradeFor(85)).toBe('A-');
    expect(gradeFor(24)).toBe('F');
  });
});
