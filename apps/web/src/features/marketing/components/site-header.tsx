import { ChevronDownIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { navigationMenuTriggerClass } from '@/components/ui/navigation-menu-trigger-class';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { headerLinks, requestDemoLink } from '../marketing-links';
import { MobileNav } from './mobile-nav';
import { ThemeSwitch } from './theme-switch';

export const HEADER_SCROLL_THRESHOLD_PX = 5;
/** Tailwind's lg breakpoint, where the header shows its menus instead of the menu button. */
const DESKTOP_NAV_QUERY = '(min-width: 1024px)';

// The dropdown menus load after the first paint (see desktop-nav.tsx); hovering or focusing the row starts it early.
const loadDesktopNav = () => import('./desktop-nav');
const DesktopNav = lazy(() => loadDesktopNav().then((module) => ({ default: module.DesktopNav })));

/** The same row as DesktopNav, drawn while its chunk loads, so the header neither jumps nor changes. */
function DesktopNavPlaceholder({ itemClass }: { itemClass: string }) {
  return (
    <nav
      aria-label="Main"
      className="relative ml-4 hidden items-center lg:flex"
      onPointerEnter={() => void loadDesktopNav()}
      onFocus={() => void loadDesktopNav()}
    >
      <div className="relative">
        <ul className="flex items-center gap-1">
          {['Products', 'Features'].map((label) => (
            <li key={label} className="relative">
              <button type="button" className={itemClass} aria-expanded={false}>
                {label}
                <ChevronDownIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
          {headerLinks.map((link) => (
            <li key={link.to} className="relative">
              <NavLink to={link.to} className={itemClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * Sticky; on the home page it starts transparent over the hero and turns dark blue once scrolled,
 * elsewhere it is plain.
 */
export function SiteHeader({ onLogIn, onLogInIntent }: { onLogIn?: () => void; onLogInIntent?: () => void }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const isHome = pathname === paths.home;
  const wideScreen = useMediaQuery(DESKTOP_NAV_QUERY);
  const onDark = isHome;

  const itemClass = cn(
    navigationMenuTriggerClass,
    onDark
      ? 'text-white/90 hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10'
      : 'text-foreground/80 hover:bg-accent hover:text-foreground data-[state=open]:bg-accent',
  );

  return (
    <header
      data-variant={isHome ? (scrolled ? 'solid' : 'transparent') : 'plain'}
      className={cn(
        'sticky top-0 z-40 h-16 transition-colors duration-200',
        isHome && !scrolled && 'bg-transparent',
        isHome && scrolled && 'bg-hero shadow-md',
        !isHome && 'border-b bg-background',
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          aria-label="Statehouse home"
          className={cn(
            'rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            onDark && 'text-white',
          )}
        >
          <Logo />
        </Link>

        {/* Phones never show the menus (lg:flex), so they never load them either. */}
        {wideScreen ? (
          <Suspense fallback={<DesktopNavPlaceholder itemClass={itemClass} />}>
            <DesktopNav itemClass={itemClass} />
          </Suspense>
        ) : (
          <DesktopNavPlaceholder itemClass={itemClass} />
        )}

        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <Button asChild variant="ghost" className={cn(onDark && 'text-white hover:bg-white/10 hover:text-white')}>
            <Link to={requestDemoLink.to}>{requestDemoLink.label}</Link>
          </Button>
          <ThemeSwitch className={cn(onDark && 'text-white hover:bg-white/10 hover:text-white')} />
          <LogInButton onLogIn={onLogIn} onIntent={onLogInIntent} />
        </div>

        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <ThemeSwitch className={cn(onDark && 'text-white hover:bg-white/10 hover:text-white')} />
          <LogInButton onLogIn={onLogIn} onIntent={onLogInIntent} />
          <MobileNav onDark={onDark} />
        </div>
      </div>
    </header>
  );
}

/** Opens the login dialog once the identity feature provides one; until then it goes to the sign-in page. */
function LogInButton({ onLogIn, onIntent }: { onLogIn?: () => void; onIntent?: () => void }) {
  if (onLogIn) {
    return (
      <Button variant="highlight" onClick={onLogIn} onPointerEnter={onIntent} onFocus={onIntent}>
        Log in
      </Button>
    );
  }
  return (
    <Button asChild variant="highlight">
      <Link to={paths.setup.auth}>Log in</Link>
    </Button>
  );
}
