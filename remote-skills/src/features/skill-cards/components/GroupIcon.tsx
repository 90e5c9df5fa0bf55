import { GROUP_ICON_PATHS } from '../data/groupIcons';

export function GroupIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={GROUP_ICON_PATHS[name] ?? GROUP_ICON_PATHS.wrench} />
    </svg>
  );
}
