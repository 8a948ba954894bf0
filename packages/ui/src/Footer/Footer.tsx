import type { ReactNode } from 'react';
import { FooterBar, FooterLines, FooterLinks } from './Footer.styles';

export interface FooterProps {
  /**
   * The site's footer lines, first to fourth (footerName1 to footerName4 of the sub-site
   * configuration). Empty lines are left out.
   */
  lines: ReadonlyArray<string | undefined>;
  /**
   * The site's own links (网站地图, say), shown above the lines: the app passes its router's
   * links, inside a `nav` it names.
   */
  links?: ReactNode;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/** The site footer: the site's links and the tenant's text lines over a bar in the theme's footer colour. */
export function Footer({ lines, links, className }: FooterProps) {
  const shown = lines.filter((line): line is string => Boolean(line?.trim()));
  return (
    <FooterBar className={className}>
      {links ? <FooterLinks>{links}</FooterLinks> : null}
      <FooterLines>
        {shown.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </FooterLines>
    </FooterBar>
  );
}
