import styled from "styled-components";

const DateText = styled.time.withConfig({ componentId: "ContentText-Date", displayName: "PublishedDate" })`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.95rem;
`;

/** A publication date as machine-readable `<time>`; nothing when the upstream's date did not parse. */
export function PublishedDate({ iso, label, prefix }: { iso: string; label: string | null; prefix?: string }) {
  if (label === null) return null;
  return (
    <DateText dateTime={iso}>
      {prefix}
      {label}
    </DateText>
  );
}

/** Plain-text paragraphs from the content repository: text nodes only, so upstream markup is never interpreted. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </>
  );
}
