/** Types of bin/build.mjs for the TypeScript that imports it (the benchmarks). */
export declare function newest(paths: string[]): number;
export declare function build(opts?: { only?: string[]; force?: boolean }): Promise<void>;
