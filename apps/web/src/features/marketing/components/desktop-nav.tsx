import { Link, NavLink } from 'react-router';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '@/components/ui/navigation-menu';
import { headerLinks, type MarketingLink } from '../marketing-links';
import { featureLinks, productLinks } from '../menu-links';

function MenuLinks({ links }: { links: MarketingLink[] }) {
  return (
    <ul className="grid w-[22rem] gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <NavigationMenuLink asChild>
            <Link
              to={link.to}
              className="block rounded-md p-3 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="block text-sm font-medium text-foreground">{link.label}</span>
              {link.description && <span className="block text-sm text-muted-foreground">{link.description}</span>}
            </Link>
          </NavigationMenuLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's Products and Features menus (Radix navigation menu). Its own chunk, loaded after the first
 * paint: the menu library is about 10 KB gzipped and phones never show it (site-header.tsx draws the same
 * row of buttons until it is here).
 */
export function DesktopNav({ itemClass }: { itemClass: string }) {
  return (
    <NavigationMenu className="ml-4 hidden lg:flex" aria-label="Main">
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuTrigger className={itemClass}>Products</NavigationMenuTrigger>
          <NavigationMenuContent>
            <MenuLinks links={productLinks} />
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuTrigger className={itemClass}>Features</NavigationMenuTrigger>
          <NavigationMenuContent>
            <MenuLinks links={featureLinks} />
          </NavigationMenuContent>
        </NavigationMenuItem>
        {headerLinks.map((link) => (
          <NavigationMenuItem key={link.to}>
            <NavigationMenuLink asChild>
              <NavLink to={link.to} className={itemClass}>
                {link.label}
              </NavLink>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
