/** Before a form's code runs, shows its server-rendered status line when the browser refuses a send ('invalid'). */
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
