// Types of cache-keys.mjs (plain JavaScript: Next loads the cache handlers outside its bundle).
export declare const RENDERED_CONFIGURATION: readonly string[];
export declare function keyPrefix(buildId: string | undefined, env?: Record<string, string | undefined>): string;
export declare function currentBuildId(): string;
