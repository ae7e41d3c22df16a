export declare const DEBIAN_CHROMIUM: string;
export declare class ChromiumNotFound extends Error {}
export declare function findChromium(env?: Record<string, string | undefined>, candidates?: (string | null)[]): string;
