import styled from "styled-components";
import type { Leader } from "~/models/newsroom-content";
import { outlinedSurface, stackedList, up } from "~/shared";
import { Paragraphs } from "./ContentText";

const List = styled.ul.withConfig({ componentId: "LeaderList-List", displayName: "LeaderList" })`
  ${stackedList(20)}
`;

const Card = styled.article.withConfig({ componentId: "LeaderList-Card", displayName: "LeaderCard" })`
  display: grid;
  gap: 16px;
  padding: 20px;
  ${outlinedSurface}
  ${up("sm")} {
    grid-template-columns: 160px 1fr;
  }
  img {
    width: 160px;
    height: 160px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.background};
  }
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: 8px 0 0;
  }
`;

const JobTitle = styled.p.withConfig({ componentId: "LeaderList-JobTitle", displayName: "LeaderJobTitle" })`
  && {
    margin-top: 2px;
  }
  color: ${(p) => p.theme.colors.brand};
  font-weight: 600;
`;

/** Executive leaders: portrait, name, title and biography. */
export function LeaderList({ leaders }: { leaders: readonly Leader[] }) {
  return (
    <List>
      {leaders.map((leader) => (
        <li key={leader.id}>
          <Card aria-labelledby={`leader-${leader.id}`}>
            {leader.photoURL ? (
              <img src={leader.photoURL} alt={leader.name} width={160} height={160} loading="lazy" />
            ) : null}
            <div>
              <h2 id={`leader-${leader.id}`}>{leader.name}</h2>
              <JobTitle>{leader.jobTitle}</JobTitle>
              <Paragraphs paragraphs={leader.paragraphs} />
            </div>
          </Card>
        </li>
      ))}
    </List>
  );
}
