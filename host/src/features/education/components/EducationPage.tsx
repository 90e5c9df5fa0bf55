import { EducationSection } from './EducationSection';

export function EducationPage() {
  return <EducationSection variant="page" />;
}
