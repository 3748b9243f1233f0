import styled from "styled-components";
import { cardLook } from "./card-look";

export { cardLook };

export const Card = styled.article.withConfig({ componentId: "card-Card", displayName: "Card" })`
  ${cardLook}
`;
