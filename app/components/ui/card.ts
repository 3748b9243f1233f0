import styled from "styled-components";
import { cardLook } from "./card-look";

export { cardLook };

export const Card = styled.article.withConfig({ componentId: "ui-Card", displayName: "Card" })`
  ${cardLook}
`;
