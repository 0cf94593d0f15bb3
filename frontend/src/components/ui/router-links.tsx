import { Button, Link, type ButtonProps, type LinkProps } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router-dom';

type RouterLinkProps<P> = Omit<P, 'as'>;

/** An Amplify UI link that navigates inside the SPA. */
export const AppLink = (props: RouterLinkProps<LinkProps<typeof RouterLink>>) => <Link as={RouterLink} {...props} />;

/** A link styled as an Amplify UI button: navigation stays a real <a> for assistive technology. */
export const ButtonLink = (props: RouterLinkProps<ButtonProps<typeof RouterLink>>) => (
  <Button as={RouterLink} {...props} />
);
