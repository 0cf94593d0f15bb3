import { Card, Placeholder } from '@aws-amplify/ui-react';

/** The shape of a post card while posts load. */
export function PostCardSkeleton() {
  return (
    <Card variation="elevated" className="post-card post-card--skeleton" aria-hidden="true">
      <Placeholder className="post-image" />
      <div className="post-card__body">
        <Placeholder size="small" width="30%" />
        <Placeholder size="large" />
        <Placeholder />
        <Placeholder width="80%" />
      </div>
    </Card>
  );
}
