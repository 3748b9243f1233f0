import type { Database } from "better-sqlite3";
import { type Answer, badRequest, json } from "../http";

const EVENT_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const LIST_LIMIT = 500;

/** ANALYTICS sink: stores each POSTed event; `GET /analytics/events?event=` lists them, oldest first. */
export function createAnalyticsHandlers(db: Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS analytics_events (id INTEGER PRIMARY KEY AUTOINCREMENT, event_name TEXT NOT NULL,
    body TEXT NOT NULL, received_at TEXT NOT NULL)`);
  const insert = db.prepare("INSERT INTO analytics_events (event_name, body, received_at) VALUES (?, ?, ?)");
  const byName = db.prepare(
    "SELECT * FROM (SELECT id, event_name, body, received_at FROM analytics_events WHERE event_name = ? ORDER BY id DESC LIMIT ?) ORDER BY id",
  );
  const all = db.prepare(
    "SELECT * FROM (SELECT id, event_name, body, received_at FROM analytics_events ORDER BY id DESC LIMIT ?) ORDER BY id",
  );

  function record(eventName: string, body: unknown): Answer {
    if (!EVENT_NAME.test(eventName)) return badRequest("bad event name");
    if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) {
      return badRequest("body must be a JSON object");
    }
    insert.run(eventName, JSON.stringify(body ?? {}), new Date().toISOString());
    return { status: 204 };
  }

  function list(eventName: string | null): Answer {
    const rows = (eventName ? byName.all(eventName, LIST_LIMIT) : all.all(LIST_LIMIT)) as Array<{
      id: number;
      event_name: string;
      body: string;
      received_at: string;
    }>;
    return json(
      rows.map((row) => ({
        ...(JSON.parse(row.body) as Record<string, unknown>),
        id: row.id,
        eventName: row.event_name,
        receivedAt: row.received_at,
      })),
    );
  }

  return { record, list };
}
