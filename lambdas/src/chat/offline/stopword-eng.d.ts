/** The English list of the `stopword` package, imported alone (the package's index bundles 62 languages). */
declare module 'stopword/src/stopwords_eng.js' {
  export const eng: readonly string[];
}
