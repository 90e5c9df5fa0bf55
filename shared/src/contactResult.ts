/**
 * What the host and remote-contact agree on about a sent message: the spec's success text
 * (section 4, to the letter) and the host's page a form posted without JavaScript returns to
 * (the form service's redirect field points there; shared/build/apps.json lists it under pages).
 */
export const MESSAGE_SENT_TEXT = 'Message sent successfully!';

export const MESSAGE_SENT_PATH = '/contact/sent';
