import { FooterBar, FooterLines } from './Footer.styles';

export interface FooterProps {
  /**
   * The site's footer lines, first to fourth (footerName1 to footerName4 of the sub-site
   * configuration). Empty lines are left out.
   */
  lines: ReadonlyArray<string | undefined>;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/** The site footer: the tenant's text lines over a bar in the theme's footer colour. */
export function Footer({ lines, className }: FooterProps) {
  const shown = lines.filter((line): line is string => Boolean(line?.trim()));
  return (
    <FooterBar className={className}>
      <FooterLines>
        {shown.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </FooterLines>
    </FooterBar>
  );
}
