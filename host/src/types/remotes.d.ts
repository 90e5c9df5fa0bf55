// Hand-written declarations of the remote modules, typed by the contract in shared/
// (the plugin's dts download needs the network, so `dts: false`).
type RemoteContract = import('@portfolio/shared/federation/contract').FederationContract;
type RemoteExpose<R extends keyof RemoteContract, E extends keyof RemoteContract[R]> = import('react').ComponentType<
  RemoteContract[R][E]
>;

declare module 'skills/SkillsPage' {
  const Section: RemoteExpose<'skills', './SkillsPage'>;
  export default Section;
}

declare module 'projects/ProjectsStack' {
  const Section: RemoteExpose<'projects', './ProjectsStack'>;
  export default Section;
}

declare module 'contact/ContactPage' {
  const Section: RemoteExpose<'contact', './ContactPage'>;
  export default Section;
}

declare module 'projects/ProjectPages' {
  const Section: RemoteExpose<'projects', './ProjectPages'>;
  export default Section;
}

declare module 'writing/WritingPages' {
  const Section: RemoteExpose<'writing', './WritingPages'>;
  export default Section;
}

declare module 'writing/LatestWriting' {
  const Section: RemoteExpose<'writing', './LatestWriting'>;
  export default Section;
}
