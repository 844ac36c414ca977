/**
 * Reads a page's structured data as a search engine does and checks it against
 * Google's rich-result rules (@adobe/structured-data-validator). Shared by the unit
 * tests, the end-to-end check of the built pages and the bench.
 */
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor, { type ExtractedData } from '@marbec/web-auto-extractor';

/** The structured data of an HTML document, by syntax and type. */
export function extractStructuredData(html: string): ExtractedData {
  return new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
}

/** What a document's structured data holds and what Google's rules say of it. */
export interface StructuredDataCheck {
  /** Rich-result errors (warnings are recommendations, left out). */
  errors: string[];
  /** JSON-LD items by `@type`. */
  types: Record<string, number>;
}

/** Reads the document's structured data once and checks it. */
export async function checkStructuredData(html: string): Promise<StructuredDataCheck> {
  const extracted = extractStructuredData(html);
  const issues = await new Validator().validate(extracted);
  return {
    errors: issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage),
    types: Object.fromEntries(Object.entries(extracted.jsonld).map(([type, items]) => [type, items.length])),
  };
}

/** Google's rich-result errors in the document's structured data. */
export async function richResultErrors(html: string): Promise<string[]> {
  return (await checkStructuredData(html)).errors;
}
