import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originsOf, siteSecurityHeaders } from './securityHeaders.mjs';

const site = ['http://localhost:4174', 'http://localhost:4175'];

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ siteOrigins: site, formOrigins: ['https://forms.example.test'] });
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows scripts only from the site, with no unsafe-inline or unsafe-eval', () => {
    expect(directive('script-src')).toBe("script-src 'self' http://localhost:4174 http://localhost:4175");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
  it('lets the page talk only to the site and the form service', () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' http://localhost:4174 http://localhost:4175 https://forms.example.test",
    );
  });
  it('locks down framing, base and plugins', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('default-src')).toBe("default-src 'none'");
  });
  it('lets a form post only to the site and the form service (the contact form works with JS off)', () => {
    expect(directive('form-action')).toBe("form-action 'self' https://forms.example.test");
    expect(contentSecurityPolicy({ siteOrigins: site })).toContain("form-action 'self';");
  });
});

describe('originsOf', () => {
  it('reduces URLs to unique origins', () => {
    expect(
      originsOf(['http://localhost:4180/submit', 'http://localhost:4180/other', undefined, 'https://a.test/x']),
    ).toEqual(['http://localhost:4180', 'https://a.test']);
  });
});

describe('siteSecurityHeaders', () => {
  it('takes the site origins from remotes.json, the form origin from the environment and hashes from csp.json', () => {
    const { html } = siteSecurityHeaders({
      remotes: {
        skills: 'http://localhost:8081/r1/remoteEntry.js',
        projects: 'http://localhost:8082/r2/remoteEntry.js',
        junk: 3,
      },
      csp: { scriptHashes: ["'sha256-abc='"] },
      env: { VITE_FORM_ACCESS_KEY: 'public-key' },
    });
    const csp = html['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' http://localhost:8081 http://localhost:8082 'sha256-abc='");
    expect(csp).toContain("connect-src 'self' http://localhost:8081 http://localhost:8082 https://api.web3forms.com");
  });
  it('adds HSTS only for an HTTPS deployment', () => {
    expect(siteSecurityHeaders({ remotes: {}, env: {} }).common['Strict-Transport-Security']).toBeUndefined();
    expect(siteSecurityHeaders({ remotes: {}, env: {}, https: true }).common['Strict-Transport-Security']).toContain(
      'max-age=',
    );
  });
});
