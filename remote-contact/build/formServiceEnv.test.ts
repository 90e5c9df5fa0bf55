// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveFormServiceTarget } from './formServiceEnv';

describe('resolveFormServiceTarget', () => {
  it('posts to the local stand-in on 4180 for `npm start` builds when no access key is set', () => {
    expect(resolveFormServiceTarget({}, 'build')).toEqual({
      endpoint: 'http://localhost:4180/submit',
      accessKey: 'local-form-service',
      standIn: true,
    });
  });

  it('posts to the local stand-in on 5180 under `npm run dev`', () => {
    expect(resolveFormServiceTarget({ VITE_FORM_ACCESS_KEY: '' }, 'serve')).toEqual({
      endpoint: 'http://localhost:5180/submit',
      accessKey: 'local-form-service',
      standIn: true,
    });
  });

  it("posts to the form service's public submit URL once a real key is set", () => {
    expect(resolveFormServiceTarget({ VITE_FORM_ACCESS_KEY: 'real-key' }, 'build')).toEqual({
      endpoint: 'https://api.web3forms.com/submit',
      accessKey: 'real-key',
      standIn: false,
    });
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
