import { BLOG } from '../constants';

/** The slug of a post's address: lower case, every run of other characters a hyphen, no hyphen at either end. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BLOG.slugMaxLength)
    .replace(/^-+|-+$/g, '');
}
