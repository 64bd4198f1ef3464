// Types of build-server.mjs for the TypeScript scripts that start the production build.
export declare const serverEntry: string;
export declare function serverBuildIsStale(): boolean;
export declare function buildServerIfStale(options?: { force?: boolean }): Promise<void>;
