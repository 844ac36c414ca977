/** Types for the two untyped packages the structured-data tests use, as far as the tests use them. */
declare module '@marbec/web-auto-extractor' {
  /** The structured data found in a page, by syntax, then by type. */
  export interface ExtractedData {
    jsonld: Record<string, unknown[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';

  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: unknown[];
    fieldNames?: string[];
    location?: string;
  }
  /** Google rich-result rules per type; with a schema.org vocabulary, also its property names. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
