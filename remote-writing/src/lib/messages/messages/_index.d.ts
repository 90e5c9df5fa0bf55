export type LocalizedString = import("../runtime.js").LocalizedString;
