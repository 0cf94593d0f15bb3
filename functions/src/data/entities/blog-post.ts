import { LOCALES } from '@taxback/shared';
import { Entity } from 'electrodb';
import { lazy } from '../../commons/lazy';
import { entityConfiguration, key, SERVICE, timestamps } from '../electro';

/**
 * Blog posts keyed by slug. Only published posts carry the GSI1 keys, so the public list is a Query
 * on a sparse index, newest first.
 */
export const blogPosts = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'blogPost', version: '1', service: SERVICE },
        attributes: {
          postId: { type: 'string', required: true, readOnly: true },
          slug: { type: 'string', required: true, readOnly: true },
          title: { type: 'string', required: true },
          excerpt: { type: 'string', required: true },
          content: { type: 'string', required: true },
          featuredImageUrl: { type: 'string' },
          tags: { type: 'list', items: { type: 'string' }, default: () => [] },
          authorId: { type: 'string', required: true },
          /** The creating account's name (staff only); readers see the byline. */
          authorName: { type: 'string' },
          /** The author readers see ("Jane Roe, EA"), as staff set it; absent: no author shown. */
          byline: { type: 'string' },
          published: { type: 'boolean', required: true, default: false },
          publishedAt: { type: 'string' },
          // Absent on posts written before languages existed: those are English.
          language: { type: LOCALES },
          /** The slug of the same post in the other language; both posts carry the link. */
          translationSlug: { type: 'string' },
          ...timestamps,
        },
        indexes: {
          bySlug: {
            pk: key('PK', 'POST#${slug}', ['slug']),
            sk: key('SK', 'POST'),
          },
          all: {
            index: 'GSI2',
            pk: key('GSI2PK', 'POSTS'),
            sk: key('GSI2SK', '${createdAt}', ['createdAt']),
          },
          published: {
            index: 'GSI1',
            condition: (attributes) => attributes.published === true && typeof attributes.publishedAt === 'string',
            pk: key('GSI1PK', 'POSTS#published'),
            sk: key('GSI1SK', '${publishedAt}', ['publishedAt']),
          },
        },
      },
      entityConfiguration(),
    ),
);
