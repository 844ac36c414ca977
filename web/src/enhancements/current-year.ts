/** The footer's copyright year: the build's year in the HTML, the visitor's current year once this runs. */
export function showCurrentYear(root: ParentNode = document, now = new Date()): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-current-year]')) {
    element.textContent = String(now.getFullYear());
  }
}
