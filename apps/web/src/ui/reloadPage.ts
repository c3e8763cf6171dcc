/** Loads the page again from the server (a newer version, a closed week, a stale copy). */
export const reloadPage = (): void => window.location.reload();
