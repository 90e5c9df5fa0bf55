/** Line icons for the skill groups (drawn here, 24x24, stroke only). */
export const GROUP_ICON_PATHS: Record<string, string> = {
  // A screen with a stand and a code caret.
  monitor:
    'M3 4.5h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1Z M8 21h8 M12 16.5V21 M9.5 8.5 7 11l2.5 2.5 M14.5 8.5 17 11l-2.5 2.5',
  // Two stacked server units with status lights.
  server:
    'M4 3.5h16a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1Z M4 13.5h16a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1Z M7 7h.01 M7 17h.01 M11 7h6 M11 17h6',
  // A wrench.
  wrench:
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76Z',
};

/**
 * The names a skill group's `icon` may take, read by the content check in vite.config.ts.
 * @public
 */
export const GROUP_ICON_NAMES = Object.keys(GROUP_ICON_PATHS);
