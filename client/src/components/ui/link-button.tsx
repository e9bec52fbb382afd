import type { VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type buttonVariants } from './button';

type Props = VariantProps<typeof buttonVariants> & {
  href: string;
  /** Stands before the text. */
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
};

/** A link to another page that looks like a button. */
export function LinkButton({ href, icon: Icon, children, ...button }: Props) {
  return (
    <Button asChild {...button}>
      <Link href={href}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
