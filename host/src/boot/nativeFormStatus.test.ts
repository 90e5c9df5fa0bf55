import { describe, expect, it } from 'vitest';
import { showNativeFormStatus } from './nativeFormStatus';

describe('showNativeFormStatus', () => {
  it("shows a form's own status line when the browser refuses its send, and nothing for other forms", () => {
    showNativeFormStatus();
    document.body.innerHTML = `
      <form id="contact"><input id="name" required><p role="status"><span data-native-invalid-status hidden>Please fill in all required fields correctly.</span></p></form>
      <form id="other"><input id="q" required></form>`;
    expect((document.querySelector('#other') as HTMLFormElement).checkValidity()).toBe(false);
    const status = document.querySelector<HTMLElement>('[data-native-invalid-status]')!;
    expect(status.hidden).toBe(true);
    expect((document.querySelector('#contact') as HTMLFormElement).checkValidity()).toBe(false);
    expect(status.hidden).toBe(false);
  });
});
