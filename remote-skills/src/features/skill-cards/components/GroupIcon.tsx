import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { GROUP_ICON_PATHS } from '../data/groupIcons';

export function GroupIcon({ name }: { name: string }) {
  return (
    <LineIcon className="size-6" strokeWidth={1.8}>
      <path d={GROUP_ICON_PATHS[name] ?? GROUP_ICON_PATHS.wrench} />
    </LineIcon>
  );
}
