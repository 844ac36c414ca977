/** The not-found page's words, exactly as SPEC.md §8 writes them. */
export const notFoundCopy = {
  title: 'Oops! Page not found',
  message: "The page you are looking for doesn't exist or has been moved.",
  homeLink: 'Return to Home',
} as const;
