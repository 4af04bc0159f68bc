// TableWidget's front end (anywidget): the room client inside a notebook or a Voilà app, talking to the
// rooms extension of the Jupyter server the page comes from (same origin: Jupyter's login cookie goes with
// the websocket, and the create request echoes the `_xsrf` cookie). The kernel only says which room, seat or
// create request; the tokens of a table created here stay in the page.
import { mountRoom } from "./client.js";
import { createForm, createRoom, linksPanel } from "./lobby.js";

/** Return the Jupyter server's base URL from the page's config (JupyterLab, Notebook and Voilà write it). */
export function jupyterBase(doc = globalThis.document) {
  try {
    const data = JSON.parse(doc.getElementById("jupyter-config-data")?.textContent ?? "{}");
    const base = data.baseUrl ?? data.base_url ?? "/";
    return base.endsWith("/") ? base : `${base}/`;
  } catch {
    return "/";
  }
}

export function render({ model, el }) {
  const base = (model.get("base_url") || `${jupyterBase()}cthulhu/rooms`).replace(/\/$/, "");
  const lobby = document.createElement("div");
  const tableHost = document.createElement("div");
  el.append(lobby, tableHost);
  let current = null;

  function join(room, token, answer = null, lang = undefined) {
    current?.close();
    current = mountRoom(tableHost, { base, room, token, links: answer, titled: document, lang });
    el.__cthulhuRoom = current;
  }

  function created(answer, lang = undefined) {   // `lang`: the create form's, for the links and the table
    model.send({ event: "created", room: answer.room, seats: Object.keys(answer.links ?? {}) });
    lobby.replaceChildren();
    linksPanel(lobby, answer, { lang, onJoin: (_key, token) => join(answer.room, token, answer, lang) });
    const seat = model.get("seat");
    const entry = seat ? answer.links?.[seat] : null;
    if (entry) join(answer.room, entry.token, answer, lang);
  }

  function showError(text) {
    const p = document.createElement("p");
    p.className = "cw-lobby cw-error";
    p.textContent = text;
    lobby.replaceChildren(p);
  }

  const room = model.get("room");
  const token = model.get("token");
  const request = model.get("create") ?? {};
  if (room && token) join(room, token);
  else if (Object.keys(request).length) createRoom(base, request).then(created, (e) => showError(e.message));
  else createForm(lobby, { base, onCreated: created });

  return () => {
    current?.close();
    lobby.remove();
    tableHost.remove();
  };
}

export default { render };
