/** A tab's code loads on first use; the first story to open one waits for the dev server to serve it. */
export const firstLoad = { timeout: 10_000 };
