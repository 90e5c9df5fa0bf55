// @vitest-environment node
import { describe, expect, it } from 'vitest';
import owner from '../../shared/src/owner.json' with { type: 'json' };
import { resolveFormServiceTarget, resultPageUrl } from './formServiceEnv';

describe('resolveFormServiceTarget', () => {
  it('posts to the local stand-in on 4180 for `npm start` builds when no access key is set', () => {
    expect(resolveFormServiceTarget({}, 'build')).toEqual({
      endpoint: 'http://localhost:4180/submit',
      accessKey: 'local-form-service',
      standIn: true,
      redirect: '/contact/sent',
    });
  });

  it('posts to the local stand-in on 5180 under `npm run dev`', () => {
    expect(resolveFormServiceTarget({ VITE_FORM_ACCESS_KEY: '' }, 'serve')).toEqual({
      endpoint: 'http://localhost:5180/submit',
      accessKey: 'local-form-service',
      standIn: true,
      redirect: '/contact/sent',
    });
  });

  it("posts to the form service's public submit URL once a real key is set", () => {
    expect(resolveFormServiceTarget({ VITE_FORM_ACCESS_KEY: 'real-key' }, 'build')).toEqual({
      endpoint: 'https://api.web3forms.com/submit',
      accessKey: 'real-key',
      standIn: false,
      redirect: `${owner.siteUrl.replace(/\/+$/, '')}/contact/sent`,
    });
  });

  it('sends a native post back to the result page under the site URL, base path kept, or to VITE_FORM_REDIRECT', () => {
    expect(resultPageUrl('https://sam.github.io/portfolio/')).toBe('https://sam.github.io/portfolio/contact/sent');
    expect(resultPageUrl('https://sam.dev')).toBe('https://sam.dev/contact/sent');
    expect(
      resolveFormServiceTarget({ VITE_FORM_ACCESS_KEY: 'k', VITE_FORM_REDIRECT: 'https://x.example/thanks' }, 'build')
        .redirect,
    ).toBe('https://x.example/thanks');
  });

  it('honours an explicit endpoint either way', () => {
    expect(
      resolveFormServiceTarget(
        { VITE_FORM_ACCESS_KEY: 'k', VITE_FORM_ENDPOINT: 'https://forms.example/submit' },
        'build',
      ).endpoint,
    ).toBe('https://forms.example/submit');
    expect(resolveFormServiceTarget({ VITE_FORM_ENDPOINT: 'http://10.0.0.2:4180/submit' }, 'serve').endpoint).toBe(
      'http://10.0.0.2:4180/submit',
    );
  });
});
