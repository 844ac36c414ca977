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

/** Google's rich-result errors in the document's structured data (warnings are recommendations). */
export async function richResultErrors(html: string): Promise<string[]> {
  const issues = await new Validator().validate(extractStructuredData(html));
  return issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage);
}

/** How many JSON-LD items of each `@type` the document holds. */
export function jsonLdTypeCounts(html: string): Record<string, number> {
  const { jsonld } = extractStructuredData(html);
  return Object.fromEntries(Object.entries(jsonld).map(([type, items]) => [type, items.length]));
}
