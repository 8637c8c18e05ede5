import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { COPYRIGHT_YEAR, footerColumns, socialLinks } from '../footer-links';
import { NewsletterForm } from './newsletter-form';

export function SiteFooter() {
  return (
    <footer className="bg-hero text-hero-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_2fr_1.4fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <Link to="/" aria-label="Statehouse home" className="w-fit rounded-md text-white">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-white/70">
            Legislative and regulatory intelligence for all 50 states, in one platform.
          </p>
          <ul className="flex gap-4" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sm text-white/70 underline-offset-4 hover:text-white hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-3 flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-sm text-white/70 hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <NewsletterForm />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-white/60 sm:px-6 lg:px-8">
          © {COPYRIGHT_YEAR} Statehouse. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
