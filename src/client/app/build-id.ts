declare const __BUILD_ID__: string | undefined;

/** The id of the running build, injected by vite.config.ts ('dev' under the dev server and tests). */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
