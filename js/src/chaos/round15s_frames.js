// The frames tests/test_chaos_round15s_frames.py records for newcomer review 14 (round S), each with CHAOS's catalog as
// the page receives it: round15s_frames.json keeps that catalog once (every frame's is the same; fifteen copies were
// 95 % of its 1.66 MB, parsed by every test that read it: round X, X5).
import recorded from "./round15s_frames.json";

const { catalog, ...sets } = recorded;

/** Return a payload (it has a view) with the catalog, or a dict of them each so. */
const withCatalog = (x) => ("view" in x ? { ...x, catalog }
  : Object.fromEntries(Object.entries(x).map(([k, v]) => [k, withCatalog(v)])));

export default withCatalog(sets);
