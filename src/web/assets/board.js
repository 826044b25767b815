// The public board: one event stream from the companion (no polling, reconnecting by itself),
// every text put in with textContent, never as markup.
"use strict";

const stored = (() => { try { return localStorage.getItem("board-lang"); } catch (e) { return null; } })();
let lang = stored || document.documentElement.lang || "en";
let source = null;
let labels = {};

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function fill(list, items) {
  list.replaceChildren(...items.map((text) => el("li", null, text)));
}

// The memory aid's grid: a row per card (or player), a column per character headed by its key
// letter (its name on hover and in the line under it), a mark in each cell.
function grid(memory) {
  const head = el("tr");
  head.append(el("th"));
  for (const c of memory.columns) {
    const th = el("th", null, c.key);
    th.title = c.name;
    th.scope = "col";
    head.append(th);
  }
  const rows = memory.rows.map((r) => {
    const tr = el("tr");
    const th = el("th", "label", r.label);
    th.scope = "row";
    tr.append(th, ...r.cells.map((cell, k) => {
      const td = el("td", cell.kind, cell.text);
      td.title = memory.columns[k].name;
      return td;
    }));
    return tr;
  });
  const thead = el("thead");
  thead.append(head);
  const tbody = el("tbody");
  tbody.append(...rows);
  document.getElementById("memory").replaceChildren(thead, tbody);
  fill(document.getElementById("memory-notes"), [memory.keys, ...memory.notes, memory.legend]);
}

function render(board) {
  labels = board.labels;
  document.documentElement.lang = board.lang;
  document.documentElement.dir = board.dir;
  document.title = board.title;
  document.getElementById("title").textContent = board.title;
  document.getElementById("lang-label").textContent = board.labels.language;
  const picker = document.getElementById("lang");
  if (picker.options.length !== board.languages.length) {
    picker.replaceChildren(...board.languages.map((l) => {
      const option = el("option", null, l.name);
      option.value = l.code;
      return option;
    }));
  }
  picker.value = board.lang;
  const problem = document.getElementById("problem");
  problem.textContent = board.problem || "";
  problem.hidden = !board.problem;
  document.getElementById("connection").hidden = true;
  document.getElementById("status").textContent = board.status;
  const seats = document.getElementById("seats");
  seats.replaceChildren(...board.players.map((p) => {
    const li = el("li", [p.next ? "next" : "", p.winner ? "winner" : "", p.out ? "out" : ""].join(" ").trim());
    li.append(el("div", "name", p.name), el("div", "count", p.count), el("div", "unit", p.words));
    if (p.detail) li.append(el("div", "detail", p.detail));
    return li;
  }));
  // What the table holds in common, when the game has it.
  const common = document.getElementById("common");
  common.hidden = !board.common;
  if (board.common) {
    document.getElementById("common-name").textContent = board.common.name;
    document.getElementById("common-count").textContent = board.common.count;
    document.getElementById("common-unit").textContent = board.common.words;
  }
  const counts = document.getElementById("counts-part");
  counts.hidden = !board.counts || board.counts.lines.length === 0;
  if (board.counts) {
    document.getElementById("counts-heading").textContent = board.counts.heading;
    fill(document.getElementById("counts"), board.counts.lines);
  }
  document.getElementById("memory-part").hidden = !board.memory;
  if (board.memory) {
    document.getElementById("memory-heading").textContent = board.memory.heading;
    grid(board.memory);
  }
  document.getElementById("last-heading").textContent = board.last.heading;
  fill(document.getElementById("last"), board.last.lines.length ? board.last.lines : [board.last.none]);
  const lesson = document.getElementById("lesson");
  lesson.hidden = !board.lesson;
  if (board.lesson) {
    document.getElementById("lesson-heading").textContent = board.labels.lesson;
    document.getElementById("lesson-name").textContent = board.lesson.name;
    document.getElementById("lesson-text").textContent = board.lesson.text;
  }
}

function connect() {
  if (source) source.close();
  source = new EventSource("/events?lang=" + encodeURIComponent(lang));
  source.onmessage = (event) => render(JSON.parse(event.data));
  source.onerror = () => {
    const connection = document.getElementById("connection");
    connection.textContent = labels.reconnecting || "…";
    connection.hidden = false;
    // A stream the browser gave up on (the server busy) is asked for again, a little later.
    if (source.readyState === EventSource.CLOSED) setTimeout(connect, 3000);
  };
}

document.getElementById("lang").addEventListener("change", (event) => {
  lang = event.target.value;
  try { localStorage.setItem("board-lang", lang); } catch (e) { /* a private window keeps no choice */ }
  connect();
});

connect();
