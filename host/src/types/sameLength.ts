/** A list with one `Item` per entry of `List`, so a translation missing or extra fails tsc. */
export type SameLength<List extends readonly unknown[], Item> = { readonly [Index in keyof List]: Item };
