import styled from "styled-components";

const Badges = styled.p.withConfig({ componentId: "DealBadges-Badges", displayName: "DealBadges" })`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  font-size: 0.85rem;
  font-weight: 700;
  span { padding: 2px 8px; border-radius: 999px; background: ${(p) => p.theme.colors.accent}; }
`;

/**
 * A deal's labels ('N% OFF', urgency, popularity) as badges, nothing when it has none. `className`: a list's or a
 * page's own spacing (styled(DealBadges)).
 */
export function DealBadges({ labels, className }: { labels: readonly (string | null)[]; className?: string }) {
  const shown = labels.filter((label): label is string => Boolean(label));
  if (shown.length === 0) return null;
  return (
    <Badges className={className}>
      {shown.map((label, index) => (
        <span key={index}>{label}</span>
      ))}
    </Badges>
  );
}
