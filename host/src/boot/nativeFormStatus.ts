/**
 * Before a form's code runs the browser checks it: when it refuses a send, the form's own status
 * line (data-native-invalid-status, server HTML) is shown, as the form's code will show it. The
 * browser fires 'invalid' at each field that fails.
 */
export function showNativeFormStatus(page: Window = window): void {
  page.addEventListener(
    'invalid',
    (event) => {
      const field = event.target as Partial<HTMLInputElement> | null;
      const status = field?.form?.querySelector<HTMLElement>('[data-native-invalid-status]');
      if (status) status.hidden = false;
    },
    true,
  );
}
