import type { Database } from "better-sqlite3";
import { type Answer, intParam, json, notFound } from "../http";

type Item = Record<string, unknown> & { type: string };

/** NEWSROOM (content repository) and STORAGE (billboards, specialty links). */
export function createContentHandlers(db: Database) {
  const itemJson = db.prepare("SELECT json FROM content WHERE id = ?").pluck();
  const childrenJson = db
    .prepare("SELECT json FROM content WHERE parent_id = ? ORDER BY published_at DESC, id")
    .pluck();
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

  /**
   * A folder's items, newest first. With `page` (1-based) the answer is one page of `pageSize` (default 10, at most
   * 100) items; `total` always counts the whole folder.
   */
  function children(id: string, withBody: boolean, query: URLSearchParams = new URLSearchParams()): Answer {
    if (!itemJson.get(id)) return notFound();
    const all = childrenJson.all(id) as string[];
    const paged = query.has("page");
    const page = intParam(query.get("page"), 1, 1, 100_000);
    const pageSize = intParam(query.get("pageSize"), 10, 1, 100);
    const slice = paged ? all.slice((page - 1) * pageSize, page * pageSize) : all;
    const items = slice.map((text) => shape(text, withBody));
    return json(paged ? { items, total: all.length, page, pageSize } : { items, total: all.length });
  }

  function storage(name: string): Answer {
    if (!/^[A-Za-z0-9._-]{1,80}$/.test(name)) return notFound();
    const text = storageJson.get(name) as string | undefined;
    return text ? json(JSON.parse(text) as unknown) : notFound();
  }

  return { item, children, storage };
}
