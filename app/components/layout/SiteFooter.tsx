import styled from "styled-components";
import { FOOTER_LINKS, SOCIAL_LINKS } from "~/models/navigation";
import { cardGrid } from "~/styles/mixins";
import { SiteLink } from "./SiteLink";

const Footer = styled.footer.withConfig({ componentId: "SiteFooter-Footer", displayName: "SiteFooter" })`
  margin-top: 48px;
  padding: 32px 16px;
  background: ${(p) => p.theme.colors.brandDark};
  color: #fff;
  a {
    color: #fff;
  }
  a:hover {
    color: ${(p) => p.theme.colors.accent};
  }
`;

const Inner = styled.div.withConfig({ componentId: "SiteFooter-Inner" })`
  max-width: ${(p) => p.theme.breakpoints.lg}px;
  margin: 0 auto;
`;

const LinkList = styled.ul.withConfig({ componentId: "SiteFooter-LinkList" })`
  ${cardGrid(180, 8, 24)}
  li {
    min-height: 24px;
  }
`;

const Note = styled.span.withConfig({ componentId: "SiteFooter-Note" })`
  display: block;
  font-size: 0.8rem;
  opacity: 0.85;
`;

const Social = styled.ul.withConfig({ componentId: "SiteFooter-Social" })`
  list-style: none;
  display: flex;
  gap: 16px;
  padding: 0;
  margin: 24px 0 8px;
`;

export function SiteFooter({ year }: { year: number }) {
  return (
    <Footer>
      <Inner>
        <nav aria-label="Footer">
          <LinkList>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
                {link.note ? <Note>({link.note})</Note> : null}
              </li>
            ))}
          </LinkList>
        </nav>
        <Social aria-label="Social networks">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.to}>
              <a href={link.to} rel="noopener noreferrer" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </Social>
        <p>© {year} Valuvo</p>
      </Inner>
    </Footer>
  );
}
