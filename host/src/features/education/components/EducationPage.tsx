import { Island } from '@portfolio/shared/ui/Island';
import { EducationSection } from './EducationSection';

/** The cards' only behaviour is the hover highlight: hydrated when a pointer or focus reaches them. */
const EDUCATION_HYDRATION = ['interaction'] as const;

export function EducationPage() {
  return (
    <Island name="education" when={EDUCATION_HYDRATION}>
      <EducationSection variant="page" />
    </Island>
  );
}
