/** The catalog's SQLite schema. Every table is filled by the seed except `analytics_events` and `contest_entries`, which the running catalog writes. */
export const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE zips (id INTEGER PRIMARY KEY, zip TEXT NOT NULL UNIQUE, city TEXT NOT NULL, state TEXT NOT NULL,
  lat REAL NOT NULL, lng REAL NOT NULL, franchise_id INTEGER);
CREATE VIRTUAL TABLE zips_rtree USING rtree(id, min_lat, max_lat, min_lng, max_lng);
CREATE TABLE cities (id INTEGER PRIMARY KEY, city TEXT NOT NULL, city_key TEXT NOT NULL, state TEXT NOT NULL,
  zip TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL, zip_count INTEGER NOT NULL);
CREATE INDEX cities_by_name ON cities (city_key, state);
CREATE TABLE franchises (id INTEGER PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE businesses (id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL, service_business INTEGER NOT NULL,
  service_category TEXT, home_city TEXT NOT NULL, home_state TEXT NOT NULL, search_text TEXT NOT NULL, listing_json TEXT NOT NULL, profile_json TEXT NOT NULL);
CREATE TABLE locations (id INTEGER PRIMARY KEY, business_id INTEGER NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL,
  json TEXT NOT NULL);
CREATE INDEX locations_by_business ON locations (business_id, id);
CREATE VIRTUAL TABLE locations_rtree USING rtree(id, min_lat, max_lat, min_lng, max_lng);
CREATE TABLE services (id INTEGER PRIMARY KEY, business_id INTEGER NOT NULL UNIQUE, lat REAL NOT NULL,
  lng REAL NOT NULL, radius_miles REAL NOT NULL);
CREATE VIRTUAL TABLE services_rtree USING rtree(id, min_lat, max_lat, min_lng, max_lng);
CREATE TABLE merchants (id INTEGER PRIMARY KEY, slug TEXT NOT NULL, category TEXT NOT NULL, name TEXT NOT NULL,
  json TEXT NOT NULL);
CREATE INDEX merchants_by_category ON merchants (category, name);
CREATE TABLE merchant_lists (list TEXT NOT NULL, position INTEGER NOT NULL, merchant_id INTEGER NOT NULL,
  PRIMARY KEY (list, position));
CREATE TABLE sdc_coupons (id INTEGER PRIMARY KEY, merchant_id INTEGER NOT NULL, category TEXT NOT NULL,
  top_rank INTEGER, search_text TEXT NOT NULL, json TEXT NOT NULL);
CREATE INDEX sdc_by_merchant ON sdc_coupons (merchant_id, id);
CREATE INDEX sdc_by_category ON sdc_coupons (category, id);
CREATE TABLE deal_businesses (id INTEGER PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE deal_locations (id INTEGER PRIMARY KEY, business_id INTEGER NOT NULL, lat REAL NOT NULL,
  lng REAL NOT NULL, city TEXT NOT NULL, json TEXT NOT NULL);
CREATE TABLE deal_offers (id INTEGER PRIMARY KEY, business_id INTEGER NOT NULL, sold_out INTEGER NOT NULL,
  categories TEXT NOT NULL, image_id INTEGER NOT NULL, location_ids TEXT NOT NULL, search_text TEXT NOT NULL,
  json TEXT NOT NULL);
CREATE TABLE deal_images (id INTEGER PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE content (id TEXT PRIMARY KEY, parent_id TEXT, published_at TEXT NOT NULL, json TEXT NOT NULL);
CREATE INDEX content_by_parent ON content (parent_id, published_at);
CREATE TABLE storage (name TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE media (key TEXT PRIMARY KEY, kind TEXT NOT NULL, label TEXT NOT NULL, title TEXT NOT NULL,
  color TEXT NOT NULL);
CREATE TABLE covered_cities (city TEXT NOT NULL, state TEXT NOT NULL, zip TEXT NOT NULL, lat REAL NOT NULL,
  lng REAL NOT NULL, PRIMARY KEY (state, city));
CREATE TABLE contests (id TEXT PRIMARY KEY, start_date TEXT NOT NULL, json TEXT NOT NULL);
CREATE TABLE contest_entries (id INTEGER PRIMARY KEY AUTOINCREMENT, contest_id TEXT NOT NULL, email TEXT NOT NULL,
  day TEXT NOT NULL, name TEXT NOT NULL, zip TEXT NOT NULL, outcome TEXT, received_at TEXT NOT NULL,
  verified INTEGER NOT NULL DEFAULT 0, UNIQUE (contest_id, email, day));
CREATE TABLE analytics_events (id INTEGER PRIMARY KEY AUTOINCREMENT, event_name TEXT NOT NULL, body TEXT NOT NULL,
  received_at TEXT NOT NULL);
CREATE INDEX analytics_by_name ON analytics_events (event_name, id);
-- The search feeds' full-text index (FTS5, ranked with bm25; issue 25): rowid is the business or coupon id.
CREATE VIRTUAL TABLE business_fts USING fts5(name, category, words, offers, cells, tokenize = 'porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE sdc_fts USING fts5(merchant, title, category, words, tokenize = 'porter unicode61 remove_diacritics 2');
`;
