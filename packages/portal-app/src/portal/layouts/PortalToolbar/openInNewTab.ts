/** Opens another tab. noopener: the admin site and the academy get no handle on this page. */
export const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};
