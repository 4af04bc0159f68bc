// Mythos words, card faces and action labels, read from the synced catalog and view.
// Pure helpers for the layout (layout.js): no DOM, no rules — only what the view and the catalog say.
import { cardName, term, word } from "../scene/words.js";

/**
 * Return the action fields that name a card instance (the widget's CARD_FIELDS, sent in the catalog as
 * card_fields): clicking that card offers the action. Without them no field is read as a card.
 */
export function cardFields(catalog) {
  const list = catalog?.card_fields;
  return Array.isArray(list) ? list.filter((k) => typeof k === "string") : [];
}

/** Return the short name of a pending decision (the view's step): its word, a card's name, or the step itself. */
export function stepName(catalog, lang, step) {
  const key = `short_${step}`;
  if (catalog?.ui?.en?.[key] !== undefined) return word(catalog, lang, key);
  if (catalog?.cards?.[step]) return cardName(catalog, lang, step);
  return String(step ?? "").replace(/_/g, " ");
}

/** Return `title` and a pending decision's short name as one heading: "Battle: Commit", 「バトル：味方の派遣」 (a
 * Japanese colon is full-width: review 37, mythos_ja). `title` empty: the name after the colon alone (": Commit"). */
export function stepTitle(title, catalog, lang, step) {
  return `${title}${colon(lang)}${stepName(catalog, lang, step)}`;
}

/** Return the colon between a word and what it says in `lang`: ": ", in Japanese the full-width "：" (review 37,
 * mythos_ja: 「バトル: 味方の派遣」, 「現在地: …」). */
export function colon(lang) {
  return String(lang).startsWith("ja") ? "：" : ": ";
}

/** Return the prompt of a pending decision: its sentence, else "<what>: choose" for a step no word describes. */
export function stepPrompt(catalog, lang, step, vars = {}) {
  const key = `step_${step}`;
  if (catalog?.ui?.en?.[key] !== undefined) return word(catalog, lang, key, vars);
  return word(catalog, lang, "step_choose", { what: stepName(catalog, lang, step) });
}

/**
 * Return what the painter needs to draw a card seen in the view: printed data from the catalog, the view's
 * own numbers where it has them, the name in `lang`. `extra` adds flags (hidden, down, total…).
 */
export function faceOf(card, catalog, lang, extra = {}) {
  if (!card || card.id == null) return null;
  const c = catalog?.cards?.[card.id] ?? {};
  // The synced view leaves printed numbers to the catalog; a number the view does carry (changed in play) wins.
  const own = (key, fallback) => (key in card ? card[key] : c[key] ?? fallback);
  const subtype = own("subtype", null);
  return {
    id: card.id, inst: card.inst, name: cardName(catalog, lang, card.id), type: own("type", "event"),
    subtype: subtype && term(catalog, lang, subtype), subtypeKey: subtype,   // the key picks its emblem (emblems.js)
    tag: subtypeTag(c, catalog, lang),
    value: own("value", null), sanity: own("sanity", 0), icons: c.icons ?? [],
    gate: Boolean(c.gate), dimension: c.dimension ?? null, unique: Boolean(c.unique), hidden: Boolean(card.hidden),
    ...extra,
  };
}

/** Return the sub-type a face says under its name, in the words an adventure's needs line uses ("Corrupt · Cultist",
 * "Enchanted Weapon", "Lesser Servitor"), or null: a newcomer could not match a need to the card that meets it
 * (newcomer review 36, mythos_ja 3). */
function subtypeTag(c, catalog, lang) {
  const said = (xs) => xs.filter(Boolean).map((x) => term(catalog, lang, x)).join(" · ") || null;
  if (c.type === "ally") return said([c.alignment, ...(c.occupations ?? [])]);
  return ["artifact", "monster"].includes(c.type) && c.subtype ? term(catalog, lang, c.subtype) : null;
}

/**
 * Return the label of one legal action: its kind in words, then each field — cards by name, seats as they are,
 * other values as `key value` — so an action of a kind the words table does not know still reads clearly.
 * `skip` is a card instance left unnamed (the zoomed card the chips belong to).
 */
export function actionLabel(a, catalog, lang, nameOf, skip = null) {
  const f = a.fields ?? {};
  const kind = a.kind ?? String(a.id ?? "").split(" ")[0];
  const known = catalog?.ui?.en?.[`act_${kind}`] !== undefined;
  const parts = [known ? word(catalog, lang, `act_${kind}`) : kind.replace(/_/g, " ")];
  const fields = cardFields(catalog);
  for (const key of fields) {
    const inst = f[key];
    if (!Number.isInteger(inst)) continue;
    if (inst === skip && (key === "card" || key === "spell")) continue;
    const prefix = key === "card" ? "" : word(catalog, lang, `f_${key}`);
    const name = nameOf(inst);
    parts.push(prefix && prefix !== `f_${key}` ? `${prefix} ${name}` : name);
  }
  for (const [key, value] of Object.entries(f)) {
    if (fields.includes(key) && Number.isInteger(value)) continue;
    if (key === "target") parts.push(`→ ${value}`);
    else if (value === true) {
      const flag = word(catalog, lang, `f_${key}`);
      parts.push(flag === `f_${key}` ? key.replace(/_/g, " ") : flag);
    }
    else if (value !== false && value != null) parts.push(`${key.replace(/_/g, " ")} ${value}`);
  }
  return parts.filter(Boolean).join(" · ");
}

/** Return the lines of printed data a zoomed card shows (type, numbers, place, ally traits, tome, text). */
export function statLines(id, catalog, lang, face = {}) {
  const c = catalog?.cards?.[id] ?? {};
  const t = (x) => term(catalog, lang, x);
  const w = (k, vars) => word(catalog, lang, k, vars);
  const sep = colon(lang);
  const list = (xs) => (xs ?? []).map(t).join(", ");
  const lines = [];
  const type = [t(`type_${c.type ?? face.type}`), c.subtype ? t(c.subtype) : null].filter(Boolean).join(" · ");
  lines.push(c.unique ? `${type} · ${w("unique")}` : type);
  const nums = [];
  const value = face.value ?? c.value;
  if (value != null) {
    const key = { tome: "capacity", artifact: "bonus", adventure: "points" }[c.type] ?? "value";
    const changed = face.total != null && face.total !== value ? ` (${face.total})` : "";
    nums.push(`${w(key)} ${c.type === "artifact" ? `+${value}` : value}${changed}`);
  }
  if (c.sanity) nums.push(`${w("sanity")} ${c.sanity > 0 ? "+" : ""}${c.sanity}`);
  if (nums.length) lines.push(nums.join(" · "));
  if (c.type === "location") {
    // a place named once where region and sub-region are one (N'kai: review 34, mythos_ja 7)
    const place = [...new Set([c.region, c.subregion])].map(t).join(" / ");
    lines.push(`${w("dimension")}${sep}${t(c.dimension ?? "Waking World")} · ${w("region")}${sep}${place}`);
    if (c.attributes?.length) lines.push(`${w("attributes")}${sep}${list(c.attributes)}`);
    const icons = [...(c.icons ?? []), ...(c.gate ? [w("gate")] : [])];
    if (icons.length) lines.push(`${w("icons")}${sep}${icons.map(t).join(", ")}`);
  }
  if (c.alignment) {
    const jobs = c.occupations?.length ? ` · ${w("occupation")}${sep}${list(c.occupations)}` : "";
    lines.push(`${w("alignment")}${sep}${t(c.alignment)}${jobs}`);
  }
  if (c.languages?.length) lines.push(`${w("languages")}${sep}${list(c.languages)}`);
  if (c.recruit && typeof c.recruit === "object") {
    const r = c.recruit;
    const where = [r.region, r.subregion].filter(Boolean).map(t).join(" / ") || w("any");
    // an ally of another dimension (MY-CARD-1; none printed: the Waking World) or of every one ("Any")
    const dim = c.dimension ? ` · ${w("dimension")}${sep}${c.dimension === "Any" ? w("any") : t(c.dimension)}` : "";
    lines.push(`${w("recruit")}${sep}${where}${dim}`);
  }
  if (c.language) {
    const icons = c.spell_icons?.length ? ` · ${w("spell_icons")}${sep}${list(c.spell_icons)}` : "";
    lines.push(`${w("reads")}${sep}${t(c.language)}${icons}`);
  }
  if (c.keywords?.length) lines.push(`${w("keywords")}${sep}${list(c.keywords)}`);
  if (c.affects) lines.push(`${w("affects")}${sep}${t(c.affects)}`);
  return lines;
}
