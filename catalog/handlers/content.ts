import type { Database } from "better-sqlite3";
import { type Answer, json, notFound } from "../http";

type Item = Record<string, unknown> & { type: string };

/** NEWSROOM (content repository) and STORAGE (billboards, specialty links). */
export function createContentHandlers(db: Database) {
  const itemJson = db.prepare("SELECT json FROM content WHERE id = ?").pluck();
  const childrenJson = db.prepare("SELECT json FROM content WHERE parent_id = ? ORDER BY published_at DESC, id").pluck();
  const storageJson = db.prepare("SELECT json FROM storage WHERE name = ?").pluck();

  /** Without `X-Content-Properties: *` items come back without their body, as the real repository does. */
  const shape = (text: string, withBody: boolean): Item => {
    const item = JSON.parse(text) as Item;
    if (!withBody) delete item.body;
    return item;
  };

  function item(id: string, withBody: boolean): Answer {
    const text = itemJson.get(id) as string | undefined;
    return text ? json(shape(text, withBody)) : notFound();
  }

  function children(id: string, withBody: boolean): Answer {
    if (!itemJson.get(id)) return notFound();
    return json({ items: (childrenJson.all(id) as string[]).map((text) => shape(text, withBody)) });
  }

  function storage(name: string): Answer {
    if (!/^[A-Za-z0-9._-]{1,80}$/.test(name)) return notFound();
    const text = storageJson.get(name) as string | undefined;
    return text ? json(JSON.parse(text) as unknown) : notFound();
  }

  return { item, children, storage };
}
