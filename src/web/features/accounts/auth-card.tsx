import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/components/ui/cn.ts';

/** The centred card every account page sits in; its title is the page's only <h1>. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn('mx-auto w-full px-4 py-12', wide ? 'max-w-4xl' : 'max-w-md')}>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter className="flex-col items-start gap-2 text-sm text-slate-700">{footer}</CardFooter>}
      </Card>
    </div>
  );
}

/** The footer line of the pages that create an account, for people who already have one. */
export function SignInInstead() {
  return (
    <p>
      <Trans>
        Already have an account?{' '}
        <Link to={paths.login} className={textLinkClass}>
          Sign in
        </Link>
      </Trans>
    </p>
  );
}
