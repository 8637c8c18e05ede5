import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { headerLinks, type MarketingLink, requestDemoLink } from '../marketing-links';
import { featureLinks, productLinks } from '../menu-links';

function LinkGroup({ title, links, onNavigate }: { title: string; links: MarketingLink[]; onNavigate: () => void }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 className="px-2 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{title}</h2>
      {links.map((link) => (
        <Link key={link.to} to={link.to} onClick={onNavigate} className="rounded-md px-2 py-2 text-sm hover:bg-accent">
          {link.label}
        </Link>
      ))}
    </div>
  );
}

export function MobileNavSheet({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back to the menu button, which is not a Radix trigger. */
  onClosed: () => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="overflow-y-auto p-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Pages of the Statehouse site.</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-5">
          <Link to={paths.home} onClick={close} className="rounded-md px-2 py-2 text-sm font-medium hover:bg-accent">
            Home
          </Link>
          <LinkGroup title="Products" links={productLinks} onNavigate={close} />
          <LinkGroup title="Features" links={featureLinks} onNavigate={close} />
          <LinkGroup title="Company" links={headerLinks} onNavigate={close} />
          <Separator />
          <Button asChild variant="highlight">
            <Link to={requestDemoLink.to} onClick={close}>
              {requestDemoLink.label}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
