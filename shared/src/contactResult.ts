/** The host's page a form posted without JavaScript returns to (the form service's redirect). */
export const MESSAGE_SENT_PATH = '/contact/sent';
