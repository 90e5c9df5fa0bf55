// Hand-written declarations of the remote modules, typed by the contract in shared/
// (the plugin's dts download needs the network, so `dts: false`).
declare module 'skills/SkillsPage' {
  import type { ComponentType } from 'react';
  import type { FederationContract } from '@portfolio/shared/federation/contract';
  const Section: ComponentType<FederationContract['skills']['./SkillsPage']>;
  export default Section;
}

declare module 'projects/ProjectsStack' {
  import type { ComponentType } from 'react';
  import type { FederationContract } from '@portfolio/shared/federation/contract';
  const Section: ComponentType<FederationContract['projects']['./ProjectsStack']>;
  export default Section;
}

declare module 'contact/ContactPage' {
  import type { ComponentType } from 'react';
  import type { FederationContract } from '@portfolio/shared/federation/contract';
  const Section: ComponentType<FederationContract['contact']['./ContactPage']>;
  export default Section;
}

declare module 'projects/ProjectPages' {
  import type { ComponentType } from 'react';
  import type { FederationContract } from '@portfolio/shared/federation/contract';
  const Section: ComponentType<FederationContract['projects']['./ProjectPages']>;
  export default Section;
}

declare module 'writing/WritingPages' {
  import type { ComponentType } from 'react';
  import type { FederationContract } from '@portfolio/shared/federation/contract';
  const Section: ComponentType<FederationContract['writing']['./WritingPages']>;
  export default Section;
}

declare module 'writing/LatestWriting' {
  import type { ComponentType } from 'react';
  import type { FederationContract } from '@portfolio/shared/federation/contract';
  const Section: ComponentType<FederationContract['writing']['./LatestWriting']>;
  export default Section;
}
