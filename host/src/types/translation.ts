/** `T` with each text a plain string, each list as long as `T`'s: a translation missing or extra fails tsc. */
export type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> };
