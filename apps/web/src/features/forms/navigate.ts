/** Leaves the page for another (a seam, so tests can watch redirects). */
export const navigate = {
  to(href: string): void {
    window.location.replace(href);
  },
};
