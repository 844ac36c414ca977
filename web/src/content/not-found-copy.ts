/** The not-found page's words, exactly as docs/product.md#error-screens writes them. */
export const notFoundCopy = {
  title: 'Oops! Page not found',
  message: "The page you are looking for doesn't exist or has been moved.",
  homeLink: 'Return to Home',
} as const;
