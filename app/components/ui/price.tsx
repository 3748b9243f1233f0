import styled from "styled-components";

const PriceLine = styled.p.withConfig({ componentId: "price-Price", displayName: "Price" })`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${(p) => p.theme.space.sm}px;
  margin: 0;
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
    color: ${(p) => p.theme.colors.savings};
  }
  s {
    color: ${(p) => p.theme.colors.muted};
  }
  > span {
    font-weight: 700;
    color: ${(p) => p.theme.colors.savings};
  }
`;

/**
 * What the shopper pays, what it is worth and what that saves, each already formatted ("$45", "$100", "55% off"):
 * the price large, the value struck through, the saving beside them. Screen readers hear "Price $45, value $100".
 */
export function Price({
  price,
  value,
  saving,
  className,
}: {
  price: string;
  value?: string | null;
  saving?: string | null;
  className?: string;
}) {
  return (
    <PriceLine className={className}>
      <strong>
        <span className="visually-hidden">Price </span>
        {price}
      </strong>
      {value && value !== price ? (
        <s>
          <span className="visually-hidden">value </span>
          {value}
        </s>
      ) : null}
      {saving ? <span>{saving}</span> : null}
    </PriceLine>
  );
}
