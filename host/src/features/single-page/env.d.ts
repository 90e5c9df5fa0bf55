interface ImportMetaEnv {
  /** 'true' builds the host in single-page mode (see utils/singlePageMode.ts). */
  readonly VITE_SINGLE_PAGE?: string;
}
