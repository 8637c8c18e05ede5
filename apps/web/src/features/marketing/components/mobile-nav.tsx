import { MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { featureLinks, headerLinks, type MarketingLink, productLinks, requestDemoLink } from '../marketing-links';

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

export function MobileNav({ onDark }: { onDark: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          className={cn(onDark && 'text-white hover:bg-white/10 hover:text-white')}
        >
          <MenuIcon />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="overflow-y-auto p-6">
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
