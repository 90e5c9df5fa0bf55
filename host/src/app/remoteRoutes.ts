import { REMOTE_MODULES } from '@portfolio/shared/federation/contract';

/** The routes whose page is a remote's section, with the name used in its messages. */
export const REMOTE_ROUTES = [
  { path: '/skills', id: REMOTE_MODULES.skills, label: 'Skills' },
  { path: '/projects', id: REMOTE_MODULES.projects, label: 'Projects' },
  { path: '/contact', id: REMOTE_MODULES.contact, label: 'Contact' },
] as const;
