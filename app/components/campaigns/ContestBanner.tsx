import styled from "styled-components";

/** The wide picture under a campaign's or a contest's title. */
export const ContestBanner = styled.img.withConfig({
  componentId: "ContestBanner-Banner",
  displayName: "ContestBanner",
})`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 1;
  max-height: 240px;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius}px;
  margin: 0 0 24px;
`;
