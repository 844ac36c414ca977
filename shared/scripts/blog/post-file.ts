/**
 * One post file: its front matter (YAML between `---` lines, checked against the
 * schema) and its Markdown. Anything wrong stops the build with the file's name,
 * the field and what is wrong, so whoever edited it can fix it.
 */
import { basename } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { blogFrontMatterSchema, type BlogFrontMatter } from '../../src/content/blog-front-matter.ts';

/** A post file that can't be built: the message names the file, and the field or line. */
export class PostFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'PostFileError';
  }
}

export interface PostFile {
  file: string;
  frontMatter: BlogFrontMatter;
  markdown: string;
  /** Lines before the Markdown (the front matter and its fences), to report the file's own line numbers. */
  markdownLineOffset: number;
}

const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Reads post file `file` (its path, for messages) with content `source`. */
export function parsePostFile(file: string, source: string): PostFile {
  const match = fence.exec(source);
  if (!match)
    throw new PostFileError(file, 'no front matter: the file must start with a `---` line, the fields, and `---`');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    const reason = error instanceof YAMLParseError ? error.message.split('\n')[0] : String(error);
    throw new PostFileError(file, `front matter is not valid YAML: ${reason}`);
  }
  const result = blogFrontMatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const unknown = issue?.code === 'unrecognized_keys' ? issue.keys.join('", "') : undefined;
    const field = [...(issue?.path ?? []), ...(unknown ? [unknown] : [])].join('.') || '(front matter)';
    const reason = issue?.message.endsWith('received undefined') ? 'missing' : (issue?.message ?? 'invalid');
    throw new PostFileError(file, `front matter field "${field}": ${reason}`);
  }
  const frontMatter = result.data;
  if (!basename(file).startsWith(`${frontMatter.id}-`)) {
    throw new PostFileError(
      file,
      `front matter field "id": ${frontMatter.id} must begin the file name ("${frontMatter.id}-…md")`,
    );
  }
  const markdown = source.slice(match[0].length);
  return { file, frontMatter, markdown, markdownLineOffset: match[0].split('\n').length - 1 };
}
