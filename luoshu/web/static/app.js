// The luoshu page: it shows what the server says and sends what the player does. No game logic lives here:
// the server checks every move, plays the computer, and writes every sentence, every partner of a box and the
// names of the grid's rows and columns. The page's own words are in its HTML (#words), which the server fills in
// from its catalogues, in the language of the page (its switch, else the browser's).
"use strict";

const $ = (id) => document.getElementById(id);
// One of the page's own words (index.html's #words), with its {fields} filled in.
function word(name, fields) {
  let text = document.querySelector('#words [data-word="' + name + '"]').textContent;
  for (const [key, value] of Object.entries(fields || {})) text = text.replace("{" + key + "}", value);
  return text;
}
let game = null;      // the server's "game"
let board = null;     // the server's "board"
let events = null;    // the EventSource of the game on show
let hints = null;     // pick -> the hint's move, while hints are on show
let typed = "";       // digits typed so far, for games of more than nine numbers
let typedAt = 0;
let typing = null;    // the timer that picks what was typed, when more digits could have followed

// Seats' tokens, per game, kept in this browser: whoever holds a token moves for that seat.
function tokens(id) {
  try { return JSON.parse(localStorage.getItem("luoshu:" + id) || "{}"); } catch (e) { return {}; }
}
function keepToken(id, seat, token) {
  const held = tokens(id);
  held[seat] = token;
  try { localStorage.setItem("luoshu:" + id, JSON.stringify(held)); } catch (e) { /* private mode: this tab only */ }
  memory[id] = held;
}
const memory = {};
function tokenFor(id, seat) { return (memory[id] || tokens(id))[seat] || null; }
function keep(key, value) { try { localStorage.setItem("luoshu:" + key, value); } catch (e) { memory[key] = value; } }
function stored(key) { try { return localStorage.getItem("luoshu:" + key) || memory[key] || null; } catch (e) { return memory[key] || null; } }

async function newInvite() {
  notice("");
  try {
    const made = await api("POST", "/api/games/" + game.id + "/invite", {}, tokenFor(game.id, mySeats()[0]));
    keep("invite:" + game.id, made.invite);
    render();
  } catch (e) { notice(e.message); }
}

function copyInvite() {
  const link = $("invite-link");
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(link.href).then(() => notice(word("copied")), () => selectLink(link));
  } else {
    selectLink(link);
  }
}

function selectLink(link) {
  const range = document.createRange();
  range.selectNodeContents(link);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  notice(word("selected"));
}

async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = "Bearer " + token;
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new Error(word("unreachable"));
  }
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  if (!response.ok) {
    // The server's reason, said on the page as a sentence in the server's words ("{reason}." or "{reason}。"); a
    // reason that ends as a sentence already is said as it is.
    const reason = (data && data.error) || "";
    const said = !reason ? word("answered", { status: response.status })
      : /[.!?。！？]$/.test(reason) ? reason : word("refused", { reason });
    const error = new Error(said);
    error.reason = reason || said;  // as a caption, or inside another sentence: the reason alone
    error.status = response.status;  // a refusal for good (409, 422) or for now (429, 503: still searching, busy)
    throw error;
  }
  return data;
}

// One request of each kind on its way at a time: a key pressed again while the last is answered sends nothing.
const sending = new Set();
async function once(kind, work) {
  if (sending.has(kind)) return;
  sending.add(kind);
  try { await work(); } finally { sending.delete(kind); }
}

function notice(text) { $("notice").textContent = text || ""; }
// What asked for the words on show under the boards ("why", {move}: why that move, or "hints"): a new language
// asks it again. Anything else said there (a move's words, a notice) is the game's own, shown again with it.
let saidBy = null;
function said(text, by = null) { saidBy = by; typeset($("said"), text); }

// The server's text, line by line: a drawn line (a grid's rows and rules) keeps its shape and scrolls on a
// narrow screen; any other line wraps.
function typeset(element, text) {
  element.replaceChildren(...(text ? text.split("\n") : []).map((line) => {
    const span = document.createElement("span");
    span.classList.add("line");
    if (/\||---/.test(line)) span.classList.add("drawn");
    span.textContent = line || "\u00a0";
    return span;
  }));
}

// Showing the game -----------------------------------------------------------------------------------------

// The game's own buttons work only with a game on show: with none (a bad link, a full server), they are off.
function controls() {
  for (const id of ["hint", "why", "history"]) $(id).disabled = !game;
  $("undo").disabled = !(game && board && board.can_undo && mySeats().length);  // the server says whether it can
  $("save").hidden = !game;
  if (!game) { $("chart").hidden = true; $("history-steps").hidden = true; ask(false); }
}

function show(data) {
  leaveLearning();  // a game on show (a new one, say): the course is left where it was
  if (teaching && !teaching.projector) leaveTeaching();  // the projector shows the game the teacher put on it
  leaveLobby();
  $("boards").hidden = false;
  // The hints stay while the position does: the game's own event, arriving after the move's answer, keeps them.
  const sameGame = !!game && game.id === data.game.id;
  const same = sameGame && game.picks.join() === data.game.picks.join();
  if (!same) { hints = null; $("tree").hidden = true; tree = null; treeAsked = ""; }
  game = data.game;
  board = data.board;
  // Why? waits within one game, and only while the server has a prompt for it (none once the game is over, nor
  // on a puzzle's own position): another game on show, a new one or the round's next puzzle, starts with it off.
  if (asking && (!sameGame || !board.why_prompt)) ask(false);
  render();
}

// Who plays a side: "human" or "computer".
function plays(player) { return game.seats.find((s) => s.player === player).plays; }

function mySeats() {
  if (!game) return [];
  return game.seats.map((s) => s.player).filter((seat) => tokenFor(game.id, seat));
}

function render() {
  const b = board;
  document.title = word("page-title", { title: b.title });
  $("title").textContent = b.title;
  const mine = mySeats();
  // Two people at two devices: each sees which side is theirs (the server's caption for that seat).
  const seat = game.seats.findIndex((s) => s.player === mine[0]);
  $("caption").textContent = b.captions.length && mine.length === 1 ? b.captions[seat] : b.caption;
  $("under").textContent = b.under;
  $("status").textContent = restingStatus();
  statusRoom();
  $("footer").textContent = b.footer || b.about || "";
  const puzzle = game.puzzle;
  $("puzzle").hidden = !puzzle;
  if (puzzle) $("puzzle").textContent = puzzle.task;
  typeset($("puzzle-said"), puzzle && puzzle.said);  // right or not, and the line: the server's words
  // A round of puzzles: its score and its Next button, both as the server words them (Next once answered).
  const round = game.round;
  $("round").hidden = !round;
  $("round-text").textContent = round ? round.text : "";
  $("round-next").hidden = !(round && round.next && mine.length);
  $("round-next").textContent = (round && round.next) || "";
  const invite = game.open_seat ? stored("invite:" + game.id) : null;
  $("invite").hidden = !(game.open_seat && mine.length);
  $("invite-link").hidden = !invite;
  $("copy").hidden = !invite;
  $("reinvite").hidden = !!invite;
  if (invite) {
    const link = location.origin + "/#join=" + game.id + "~" + invite;
    $("invite-link").href = link;
    $("invite-link").textContent = link;
  }
  $("loopback").hidden = !(game.open_seat && mine.length && ["127.0.0.1", "localhost", "[::1]"].includes(location.hostname));
  $("save").href = "/api/games/" + game.id + "/save";
  $("save").setAttribute("download", "luoshu-" + game.id + ".json");
  const [gridTitle, tilesTitle, panelTitle] = b.titles;
  $("grid-title").textContent = gridTitle;
  $("tiles-title").textContent = tilesTitle;
  $("panel-title").textContent = panelTitle;
  const focused = document.activeElement && document.activeElement.classList.contains("box")
    ? [document.activeElement.dataset.pick, document.activeElement.classList.contains("cell") ? "cell" : document.activeElement.classList.contains("tile") ? "tile" : "entry"]
    : null;
  drawGrid();
  drawTiles();
  drawPanel();
  if (focused) {
    const again = document.querySelector(`.${focused[1]}[data-pick="${focused[0]}"]`);
    if (again) again.focus();
  }
  controls();
  $("hint").disabled = game.over;
  // A game that can show a search tree keeps a place for it beside the boards on a wide screen (not a disguise's
  // three boards, which take the width: its tree opens under them).
  const beside = !study && !game.over && !(game.turned_off || []).includes("tree") && board.panel.length === 0;
  document.body.classList.toggle("tree-beside", beside);
  // What the teacher turned off for this game: its buttons go (the server refuses them too).
  for (const [id, key] of [["hint", "hints"], ["why", "why"], ["undo", "undo"]]) {
    $(id).hidden = (game.turned_off || []).includes(key);
    if ($(id).hidden) $(id).disabled = true;
  }
  // With hints off, the chart's values would be hints while the game goes on: it comes back at the end.
  $("history").hidden = (game.turned_off || []).includes("hints") && !game.over;
  if ($("history").hidden) $("chart").hidden = true;
  if (game.over && (b.reveal || b.scorecard)) said([b.scorecard, b.reveal].filter(Boolean).join("\n\n"));
  if (!$("chart").hidden) drawChart();
  showSteps();
}

function tile(pick) { return board.tiles[pick - 1]; }

// Which views a board shows: those the server names (the product game keeps Pick Fifteen's numbers for the
// end), or in a study the trial's dress alone.
function showing(view) { return study ? study.views.includes(view) : !board.views || board.views.includes(view); }

function box(pick, kind, label, under) {
  const t = tile(pick);
  const button = document.createElement("button");
  button.type = "button";
  button.className = "box " + kind;
  button.dataset.pick = String(pick);
  if (t.holder) button.classList.add("held-" + t.holder);
  if (game.last === pick) button.classList.add("last");
  if (board.won.includes(pick)) button.classList.add("won");
  const mark = document.createElement("span");
  mark.className = "mark";
  mark.textContent = t.holder || "";
  const name = document.createElement("span");
  name.className = "name";
  name.textContent = label;
  button.append(mark, name);
  if (under) {
    const item = document.createElement("span");
    item.className = "item";
    item.textContent = under;
    button.append(item);
  }
  const hint = hints && hints[pick];
  if (hint) {
    button.classList.add("hint-" + hint.verdict.outcome);
    const sign = document.createElement("span");
    sign.className = "sign";
    sign.textContent = hint.mark;
    button.append(sign);
  }
  // What a screen reader says of the box on this board, as the server words it (with the hint on it, if any).
  button.setAttribute("aria-label", (hint || t).labels[KINDS.indexOf(kind)]);
  button.disabled = false;
  button.addEventListener("click", () => {
    if (held === pick) { held = null; return; }  // the end of a finger's hold: the tree was asked for, not the move
    if (study) answerStudy(kind, pick); else choose(pick);
  });
  // A mouse or the keyboard opens a move's tree by pointing at it; a finger, which points only by tapping (and a tap
  // plays), by holding the move (what the tree's title says, in the server's words for a touch screen).
  button.addEventListener("mouseenter", () => { light(pick); if (pointer !== "touch") treeSoon(pick); });
  button.addEventListener("mouseleave", () => { light(null); treeSoon(null); });
  button.addEventListener("focus", () => { light(pick); if (pointer !== "touch") treeSoon(pick); });
  button.addEventListener("blur", () => light(null));
  button.addEventListener("pointerdown", (e) => {
    held = null;
    clearTimeout(holding);
    if (e.pointerType === "touch") holding = setTimeout(() => { held = pick; treeSoon(pick, 0, true); }, HOLD);
  });
  for (const end of ["pointerup", "pointercancel", "pointerleave"]) button.addEventListener(end, () => clearTimeout(holding));
  button.addEventListener("contextmenu", (e) => { if (held === pick || pointer === "touch") e.preventDefault(); });
  return button;
}

// The last way the player pointed ("mouse", "touch", "pen", or "key"): a tap's emulated hover asks no tree.
let pointer = "mouse";
let holding = null;  // the timer of a finger held on a move
let held = null;     // the move a finger held long enough to open its tree: the click that ends the hold plays nothing
const HOLD = 500;    // milliseconds of a finger held, as a phone's own long press
function touching() { return pointer === "touch" || matchMedia("(hover: none)").matches; }

const KINDS = ["cell", "tile", "entry"];  // the boxes of the boards, in the order of the server's titles and labels

function drawGrid() {
  const grid = $("grid");
  grid.replaceChildren();
  $("grid-board").hidden = !board.square || !showing("grid");
  if (!board.square || !showing("grid")) return;
  grid.append(document.createElement("span"));
  for (const column of board.columns) grid.append(label(column, "col"));
  board.square.forEach((row, r) => {
    grid.append(label(board.rows[r], "row"));
    row.forEach((pick) => {
      const cell = box(pick, "cell", tile(pick).item);  // the cell in the dress's own name
      cell.setAttribute("role", "gridcell");
      cell.dataset.row = String(r);
      cell.dataset.col = String(row.indexOf(pick));
      grid.append(cell);
    });
  });
}

function label(text, kind) {
  const span = document.createElement("span");
  span.className = "label " + kind;
  span.textContent = text;
  span.setAttribute("aria-hidden", "true");
  return span;
}

function drawTiles() {
  const tiles = $("tiles");
  tiles.replaceChildren();
  tiles.classList.toggle("many", board.tiles.length > 9);
  tiles.parentElement.hidden = !showing("tiles");
  tiles.classList.toggle("row", !!study);  // a study's numbers in a row, as the terminal shows them: no grid to see
  for (const t of board.tiles) tiles.append(box(t.pick, "tile", String(t.pick), game.items ? t.item : null));
}

function drawPanel() {
  const panel = $("panel");
  panel.replaceChildren();
  $("panel-board").hidden = board.panel.length === 0 || !showing("panel");
  panel.classList.toggle("flat", board.panel.every((row) => !row.label));
  for (const row of board.panel) {
    const line = document.createElement("div");
    line.className = "row";
    if (row.label) {
      const name = document.createElement("span");
      name.className = "town";
      name.textContent = row.label;
      line.append(name);
    }
    for (const pick of row.entries) line.append(box(pick, "entry", tile(pick).item));
    panel.append(line);
  }
}

// The status line keeps room for every line pointing can put there (each hint's, Why?'s prompt): pointing at a box
// changes its words, never its height, so the boards (under it on a phone) never move under the pointer.
function statusRoom() {
  const lines = [board.status, board.why_prompt, ...(hints ? Object.values(hints).map((h) => h.status) : [])];
  $("status-room").replaceChildren(...lines.filter(Boolean).map((line) => cell("span", line)));
}

function light(pick) {
  const partners = pick ? tile(pick).partners : [];
  for (const el of document.querySelectorAll(".box")) {
    const p = Number(el.dataset.pick);
    el.classList.toggle("lit", p === pick);
    el.classList.toggle("partner", partners.includes(p));
  }
  if (asking) {
    $("status").textContent = board.why_prompt || "";  // waiting for the move to explain
  } else if (hints && pick && hints[pick]) {
    $("status").textContent = hints[pick].status;
  } else if (game && board && !study) {  // a study's trial, or its end, keeps its own status
    $("status").textContent = restingStatus();
  }
}

// The status line with no move pointed at: the server's, but between two people at two devices, the one who waits is
// told so, not how to pick.
function restingStatus() {
  const mine = mySeats();
  const waiting = board.captions.length && mine.length === 1 && !game.over && game.to_move !== mine[0];
  return waiting ? word("other-device", { player: game.to_move }) : board.status;
}

// The search tree under a move -----------------------------------------------------------------------------
// Hovering or focusing a free move asks the server for the search under it (after a moment, so that a mouse
// passing over the board asks nothing); the tree stays until another move is hovered or the position changes.
// The step-through shows the search's visits in order as the server lists them: step k shows the nodes
// arrived at so far, each as the server says it reads on arrival or, once left, with its value backed up.

let tree = null;       // the server's tree under a move, with the position and pick it is for
let treeWait = null;   // the timer that asks for the tree of the move hovered
let treeAsked = "";    // the position and pick last asked for
let treeRefused = "";  // a position whose tree the server refused (a game too big, a puzzle): not asked again

function treeSoon(pick, wait = 300, shown = false) {
  clearTimeout(treeWait);
  if (pick === null || !game || study || game.over || tile(pick).holder || (game.turned_off || []).includes("tree")) return;
  const where = game.id + ":" + game.picks.join(",");
  const key = where + ":" + pick;
  if (where === treeRefused) return;
  if (key === treeAsked) { if (shown && tree && tree.key === key) $("tree").scrollIntoView({ block: "nearest" }); return; }
  treeWait = setTimeout(() => showTree(pick, key, shown), wait);
}

// shown: the tree asked for by a finger, scrolled into sight (on a phone it opens under the boards).
async function showTree(pick, key, shown = false) {
  treeAsked = key;
  let data;
  try { data = await api("GET", "/api/games/" + game.id + "/tree?pick=" + pick); }
  catch (error) {  // a puzzle before its answer, a game too big: no tree, and none asked for again here
    if (error.status !== 429 && error.status !== 503) treeRefused = key.slice(0, key.lastIndexOf(":"));
    else if (treeAsked === key) treeAsked = "";  // still searching, or busy: asked again when pointed at again
    $("tree").hidden = true;
    tree = null;
    return;
  }
  if (treeAsked !== key) return;  // another move was asked for meanwhile
  tree = { key, data };
  // How a tree is opened, as the server says it for a pointer that hovers or for a finger, which cannot.
  $("tree-title").textContent = word(touching() ? "tree-under-touch" : "tree-under", { move: data.move });
  $("tree-heading").replaceChildren(...data.heading.map(paragraph));
  $("tree-notes").replaceChildren(...data.notes.map(paragraph));
  $("tree-head").replaceChildren(...data.tree_columns.map((title, i) => keyed(cell("th", title), data, i)));
  $("step").max = String(data.steps.length);
  $("step").value = String(data.steps.length);  // the whole tree first; the slider steps back through it
  $("tree").hidden = false;
  drawTree();
  if (shown) $("tree").scrollIntoView({ block: "nearest" });
}

function paragraph(text) { const p = document.createElement("p"); p.textContent = text; return p; }
function cell(tag, text) { const c = document.createElement(tag); c.textContent = text; return c; }
// A tree's cell marked with what its column holds and its title, for the layout: a narrow tree shows each node as
// a few lines, each cell after its column's title, and lets a long list (a node's cut-offs, its position) wrap.
function keyed(element, data, i) {
  element.dataset.key = (data.tree_column_keys || [])[i] || "";
  element.dataset.column = data.tree_columns[i];
  return element;
}

function drawTree() {
  const data = tree.data;
  const k = Number($("step").value);
  const arrived = new Set(), left = new Set();
  for (const step of data.steps.slice(0, k)) (step.leaving ? left : arrived).add(step.row);
  const visiting = k > 0 ? data.steps[k - 1].row : -1;
  $("tree-body").replaceChildren(...data.tree_rows.map((row, i) => {
    const tr = document.createElement("tr");
    tr.style.setProperty("--plies", String(row.picks.length));
    tr.hidden = !arrived.has(i);
    tr.classList.toggle("cut", left.has(i) && row.cut.length > 0);
    tr.classList.toggle("bound", left.has(i) && row.bound !== "exact");  // only a bound: hatched, no outcome's colour
    tr.classList.toggle("visiting", i === visiting);
    tr.append(...(left.has(i) ? row.shown : row.arriving).map((text, j) => keyed(cell("td", text), data, j)));
    return tr;
  }));
  $("step-said").textContent = k > 0 ? data.steps[k - 1].text : "";
  $("step-back").disabled = k === 0;
  $("step-next").disabled = k === data.steps.length;
  const lit = $("tree-body").querySelector(".visiting");
  if (lit && k < data.steps.length) lit.scrollIntoView({ block: "nearest" });
}

function stepBy(change) {
  const slider = $("step");
  slider.value = String(Math.min(Number(slider.max), Math.max(0, Number(slider.value) + change)));
  drawTree();
}

// Doing things ---------------------------------------------------------------------------------------------

async function move(pick) {
  notice("");
  if (study) { answerStudy("key", pick); return; }
  if (!game) return;
  if (game.over) { notice(word("over-press-n")); return; }
  const seat = game.to_move;
  const token = tokenFor(game.id, seat);
  if (!token) {
    notice(plays(seat) === "computer" ? word("computer-to-move") : word("other-device", { player: seat }));
    return;
  }
  if (moving) return;  // one move on its way at a time: a second click waits for the board it will be played on
  moving = true;
  try {
    const waiting = !!(game.puzzle && game.puzzle.solved === null);  // a puzzle's first answer, on its way
    // The move names the position it was chosen on: the server refuses it (409) if the game has moved on.
    const data = await api("POST", "/api/games/" + game.id + "/moves", { pick, picks: game.picks }, token);
    said("");
    show(data);
    // This move answered the round's puzzle: Enter brings the next one.
    if (waiting && data.game.puzzle && data.game.puzzle.solved !== null && !$("round-next").hidden) $("round-next").focus();
  } catch (e) { notice(e.message); }
  finally { moving = false; }
}
let moving = false;  // a move sent and not yet answered

function showHints() { return once("hints", askHints); }

async function askHints() {
  notice("");
  if (!game) return;
  if (game.over) { notice(word("over")); return; }
  try {
    const data = await api("GET", "/api/games/" + game.id + "/hints");
    hints = {};
    for (const m of data.moves) hints[m.pick] = m;
    render();
    said(data.text, "hints");
  } catch (e) { notice(e.message); }
}

// Why? explains the last pick, then waits for a free move to explain what it would do (the terminal's why N);
// pressed again, or Escape, it stops waiting.
let asking = false;

function ask(on) {
  asking = on && !!board && !!board.why_prompt;  // the server says when Why? can wait for a move
  $("why").setAttribute("aria-pressed", String(asking));
  document.body.classList.toggle("asking", asking);
  if (board) light(null);
}

function why() {
  if (asking) { ask(false); return; }
  return once("why", async () => {
    notice("");
    if (!game) return;
    try {
      said(game.picks.length ? (await api("GET", "/api/games/" + game.id + "/why")).text : "", game.picks.length ? "why" : null);
      ask(true);
    } catch (e) { notice(e.message); }
  });
}

function whyOf(pick) {
  ask(false);
  return once("why", async () => {
    try {
      const data = await api("GET", "/api/games/" + game.id + "/why?move=" + encodeURIComponent(tile(pick).item));
      said(data.text, { move: tile(pick).item });
    } catch (e) { notice(e.message); }
  });
}

// A click or a key on a move: the move itself, or while Why? waits, what it would do.
function choose(pick) { if (asking) whyOf(pick); else move(pick); }

function undo() {
  return once("undo", async () => {
    notice("");
    const seat = mySeats()[0];
    if (!seat) return;
    try { const data = await api("POST", "/api/games/" + game.id + "/undo", {}, tokenFor(game.id, seat)); said(""); show(data); }
    catch (e) { notice(e.message); }
  });
}

// The round's next puzzle (or, after its last, a new round): a new game, this browser's seat in it. One at a time:
// a second press while the first is answered makes no second game.
function nextPuzzle() {
  return once("next", async () => {
    notice("");
    const seat = mySeats()[0];
    if (!seat) return;
    $("round-next").disabled = true;
    try {
      begin(await api("POST", "/api/games/" + game.id + "/next", {}, tokenFor(game.id, seat)));
      said("");
      const free = document.querySelector(".box:not(.held-X):not(.held-O)");
      if (free) free.focus();
    } catch (e) { notice(e.message); }
    finally { $("round-next").disabled = false; }
  });
}

function drawChart(step) {
  // the language in the address too: a chart drawn in another language is not the one on show; and the pick a
  // step-through is on, which the server marks
  $("chart-img").src = "/api/games/" + game.id + "/history.svg?picks=" + game.picks.join(".") + "&lang=" + document.documentElement.lang
    + (step ? "&step=" + step : "");
}

function toggleChart() {
  if (!game) return;
  $("chart").hidden = !$("chart").hidden;
  if (!$("chart").hidden) { drawChart(); $("chart").scrollIntoView({ block: "start" }); }  // asked for: in view
  showSteps(true);
}

// A finished game's value history, pick by pick, under the chart: each step the server's (the pick, the value for
// X after it, the board), and the controls' labels too.
let steps = null;  // the server's steps of the game on show, with the game and picks they are for

async function showSteps(asked) {
  if (!game || !game.over || $("chart").hidden) { $("history-steps").hidden = true; return; }
  const key = game.id + ":" + game.picks.join(",");
  const inView = () => { if (asked) $("history-steps").scrollIntoView({ block: "nearest" }); };  // the button's answer
  if (steps && steps.key === key) { $("history-steps").hidden = false; inView(); return; }
  let data;
  try { data = await api("GET", "/api/games/" + game.id + "/history"); }
  catch (e) { notice(e.message); return; }
  steps = { key, data };
  const [back, slider, forward] = data.controls;
  $("history-title").textContent = data.heading.join(" ");
  $("history-back").textContent = back;
  $("history-step").setAttribute("aria-label", slider);
  $("history-next").textContent = forward;
  $("history-step").max = String(data.history.length);
  $("history-step").value = "1";
  $("history-steps").hidden = false;
  drawStep();
  inView();
}

function drawStep() {
  const k = Number($("history-step").value);
  typeset($("history-said"), steps.data.history[k - 1].text);
  $("history-back").disabled = k <= 1;
  $("history-next").disabled = k >= steps.data.history.length;
  drawChart(k);
}

function stepHistory(change) {
  const slider = $("history-step");
  slider.value = String(Math.min(Number(slider.max), Math.max(1, Number(slider.value) + change)));
  drawStep();
}

function watch(id) {
  if (events) events.close();
  events = new EventSource("/api/games/" + id + "/events");
  events.onmessage = (message) => {
    const data = JSON.parse(message.data);
    if (data.game.id === id) show(data);
  };
  events.onerror = () => {
    // The browser retries a dropped stream by itself; one refused (429) or closed for good is tried again later.
    if (events.readyState === EventSource.CLOSED) setTimeout(() => { if (game && game.id === id) watch(id); }, 5000);
  };
}

function begin(made) {
  notice("");
  keep("last", made.id);
  if (made.token) keepToken(made.id, made.seat, made.token);
  if (made.invite) keep("invite:" + made.id, made.invite);
  history.replaceState(null, "", "#g=" + made.id);
  show(made);
  watch(made.id);
}

async function newGame(asked) {
  begin(await api("POST", "/api/games", asked));
}

async function openSave(file) {
  notice("");
  try {
    const save = JSON.parse(await file.text());
    await newGame({ save });
    said(word("opened", { file: file.name }));
  } catch (e) { notice(e instanceof SyntaxError ? word("not-json", { file: file.name }) : e.message); }
}

async function askedFromForm(form) {
  const data = new FormData(form);
  const asked = {};
  for (const key of ["dress", "opponent", "first", "level"]) asked[key] = data.get(key);
  if (data.get("puzzle")) asked.puzzle = data.get("puzzle");
  if (asked.puzzle && data.get("round")) asked.round = Number(data.get("round"));  // a round's length: a puzzle's only
  const rules = {};
  if (data.get("misere")) rules.misere = true;
  for (const key of ["order", "numbers", "count", "target"]) {
    const value = data.get(key);
    if (value) rules[key] = Number(value);
  }
  asked.rules = rules;
  const off = data.getAll("turned_off");
  if (off.length) asked.turned_off = off;  // the teacher's switches: what this game's pupils may not use
  const file = form.elements.file.files[0];
  if (asked.dress === "sets") {
    if (!file) throw new Error(word("choose-file"));
    try { asked.file = JSON.parse(await file.text()); }
    catch (e) { throw new Error(word("not-json", { file: file.name })); }
  }
  return asked;
}

// The rules of one game kind do not carry over to another: a new dress starts from its own rules.
function freshRules() {
  const form = $("new-form");
  for (const name of ["order", "numbers", "count", "target", "file"]) form.elements[name].value = "";
  form.elements.misere.checked = false;
  fileChosen();
}

// The games file chosen, by its name, or the page's own "no file chosen" (the browser's own words are in its
// language, not the page's): a name typed by no one is shown as text, never as markup.
function fileChosen() {
  const file = $("new-form").elements.file.files[0], shown = $("file-chosen");
  if (file) { shown.textContent = file.name; return; }
  shown.replaceChildren(Object.assign(document.createElement("span"), { textContent: word("no-file") }));
  shown.firstChild.dataset.word = "no-file";
}

function openNewGame() {
  $("new-form").elements.puzzle.value = "";  // a puzzle is asked for each time, never left over from the last one
  $("new-notice").textContent = "";
  $("new-game").showModal();
}

function setUp() {
  controls();  // off until a game is on show
  $("hint").addEventListener("click", showHints);
  $("why").addEventListener("click", why);
  $("undo").addEventListener("click", undo);
  $("history").addEventListener("click", toggleChart);
  $("round-next").addEventListener("click", nextPuzzle);
  $("history-step").addEventListener("input", drawStep);
  $("history-back").addEventListener("click", () => stepHistory(-1));
  $("history-next").addEventListener("click", () => stepHistory(1));
  $("step").addEventListener("input", drawTree);
  $("step-back").addEventListener("click", () => stepBy(-1));
  $("step-next").addEventListener("click", () => stepBy(1));
  $("new").addEventListener("click", openNewGame);
  $("copy").addEventListener("click", copyInvite);
  $("reinvite").addEventListener("click", newInvite);
  $("new-form").elements.file.addEventListener("change", fileChosen);
  $("open").addEventListener("change", (e) => { if (e.target.files[0]) openSave(e.target.files[0]); e.target.value = ""; });
  $("new-form").addEventListener("submit", async (e) => {
    if (e.submitter && e.submitter.value === "cancel") return;
    e.preventDefault();
    $("new-notice").textContent = "";
    try {
      await newGame(await askedFromForm(e.target));
      $("new-game").close();
      said("");
    } catch (error) { $("new-notice").textContent = error.message; }
  });
  $("new-form").elements.dress.addEventListener("change", freshRules);
  $("new-form").addEventListener("keydown", (e) => {
    // Enter in a dropdown plays, as it does in a text field.
    if (e.key === "Enter" && e.target.tagName === "SELECT") { e.preventDefault(); e.currentTarget.requestSubmit($("play")); }
  });
  $("new-study").addEventListener("click", () => $("study-dialog").showModal());
  $("learn").addEventListener("click", () => { if (location.hash === "#learn") fromAddress(); else location.hash = "#learn"; });
  $("learn-answer").addEventListener("submit", (e) => { e.preventDefault(); once("answer", answerExercise).catch((error) => notice(error.message)); });
  $("learn-next").addEventListener("click", nextExercise);
  $("new-class").addEventListener("click", () => startClass().catch((e) => notice(e.message)));
  $("join-class").addEventListener("click", () => { location.hash = "#class="; });
  $("hand-pairs").addEventListener("click", () => teach("handouts", { handout_kind: "pairs" }));
  $("hand-puzzles").addEventListener("click", () => teach("handouts", { handout_kind: "puzzles", level: $("hand-level").value }));
  $("hand-chapter").addEventListener("click", () => teach("handouts", { handout_kind: "chapter", chapter: Number($("hand-chapter-number").value) }));
  $("hand-lobby").addEventListener("click", () => teach("handouts", { handout_kind: "lobby" }));
  $("class-switches").addEventListener("change", () => teach("switches", {
    turned_off: [...$("class-switches").querySelectorAll("input:checked")].map((box) => box.value) }));
  $("class-join").addEventListener("submit", (e) => {
    e.preventDefault();
    joinClass(e.target).catch((error) => notice(error.message));
  });
  // A student's browser goes on following its class, on whatever page it opens.
  const now = stored("class-now");
  if (now && stored("class:" + now)) following(now, stored("class:" + now));
  $("learn-next-chapter").addEventListener("click", () => openChapter(learning.chapter.chapter + 1).catch((e) => notice(e.message)));
  $("learn-resume").addEventListener("submit", (e) => {
    e.preventDefault();
    beginLearning(e.target.elements.code.value.trim()).then(() => { e.target.elements.code.value = ""; }, (error) => notice(error.message));
  });
  $("study-form").addEventListener("submit", async (e) => {
    if (e.submitter && e.submitter.value === "cancel") return;
    e.preventDefault();
    try { await startStudy(e.target); $("study-dialog").close(); }
    catch (error) { $("study-notice").textContent = error.message; }
  });
  document.addEventListener("keydown", keys);
  document.addEventListener("pointerdown", (e) => { pointer = e.pointerType || "mouse"; }, true);
  document.addEventListener("keydown", () => { pointer = "key"; }, true);
  for (const button of document.querySelectorAll("#languages button")) button.addEventListener("click", () => speak(button.dataset.lang));
  languageShown();
  window.addEventListener("hashchange", fromAddress);
  // The address's own page first; then, in a class, what the teacher handed out opens again (a chapter: a game
  // handed out is the browser's last game already).
  fromAddress().then(() => classroom && followClass(false, true)).catch(() => {});
}

function keys(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (study && /^[0-9]$/.test(e.key)) { const n = Number(e.key); if (n >= 1 && n <= board.tiles.length) answerStudy("key", n); e.preventDefault(); return; }
  if (study || document.body.classList.contains("reporting")) return;  // a study: no hints, no undo, no new game
  if (learning || teaching) return;  // the course (its keys are typed into its answers), the teacher's room
  if ($("new-game").open || (e.target && ["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName))) return;
  const key = e.key.toLowerCase();
  if (/^[0-9]$/.test(key) && board) {
    // Keys name what the tiles are called: numbers, or in the product game its own numbers (1, 2, 3, 4, 6, 9, ...).
    const names = board.tiles.map((t) => (game.items && /^[0-9]+$/.test(t.item) ? t.item : String(t.pick)));
    const now = Date.now();
    typed = now - typedAt < 1000 ? typed + key : key;
    typedAt = now;
    clearTimeout(typing);
    const exact = names.indexOf(typed);
    const longer = names.some((name) => name.length > typed.length && name.startsWith(typed));
    if (exact >= 0 && !longer) { typed = ""; choose(exact + 1); }
    else if (exact >= 0) typing = setTimeout(() => { typed = ""; choose(exact + 1); }, 1000);
    else if (!longer) typed = "";
    e.preventDefault();
  } else if (key === "h") { if (!$("hint").disabled) showHints(); e.preventDefault(); }
  else if (key === "u") { if (!$("undo").disabled) undo(); e.preventDefault(); }
  else if (key === "n") { openNewGame(); e.preventDefault(); }
  else if (key === "escape" && asking) { ask(false); e.preventDefault(); }
  else if (key.startsWith("arrow") && e.target.classList && e.target.classList.contains("cell")) {
    const r = Number(e.target.dataset.row), c = Number(e.target.dataset.col);
    const to = { arrowup: [r - 1, c], arrowdown: [r + 1, c], arrowleft: [r, c - 1], arrowright: [r, c + 1] }[key];
    const [rows, columns] = [board.rows.length, board.columns.length];  // round the edges, as many as the server names
    const next = document.querySelector(`.cell[data-row="${(to[0] + rows) % rows}"][data-col="${(to[1] + columns) % columns}"]`);
    if (next) next.focus();
    e.preventDefault();
  }
}

// A study ------------------------------------------------------------------------------------------------

let study = null;       // the trial on show: its place, dress, task and views
let shownAt = 0;        // when the trial was drawn, by the page's own clock
let answering = false;

async function beginStudy(id) {
  document.body.classList.add("studying");
  let token = stored("study:" + id);
  if (!token) {
    const joined = await api("POST", "/api/studies/" + id + "/participants", {});
    token = joined.token;
    keep("study:" + id, token);
  }
  await nextTrial(id);
}

async function nextTrial(id) {
  const trial = await api("GET", "/api/studies/" + id + "/trial", undefined, stored("study:" + id));
  if (trial.done) {
    study = null;
    game = null;  // the study is over: no game's sentence comes back, even when the pointer leaves a box
    board = null;
    $("boards").hidden = true;
    $("status").textContent = "";
    $("footer").textContent = "";
    $("caption").textContent = trial.caption;
    $("under").textContent = trial.under;
    said(trial.text);
    return;
  }
  study = { id, place: trial.place, dress: trial.dress, views: trial.views };
  game = trial.game;
  board = trial.board;
  render();
  $("caption").textContent = trial.caption;
  $("under").textContent = trial.task;
  $("status").textContent = trial.status;
  $("footer").textContent = "";
  shownAt = performance.now();
}

async function answerStudy(kind, pick) {
  if (answering || !study) return;
  const seconds = (performance.now() - shownAt) / 1000;
  const t = tile(pick);
  const answer = { place: study.place, seconds };
  if (kind === "cell") answer.cell = t.cell;
  else if (kind === "entry") answer.item = t.item;
  else answer.pick = pick;  // a tile, or a key: a number
  answering = true;
  try {
    const result = await api("POST", "/api/studies/" + study.id + "/answers", answer, stored("study:" + study.id));
    notice("");
    $("status").textContent = result.status;
    setTimeout(() => { answering = false; nextTrial(study.id).catch((e) => notice(e.message)); }, 1200);
  } catch (e) {
    answering = false;
    notice(e.message);  // not a move of this dress, or taken: the trial goes on, its clock running
  }
}

async function startStudy(form) {
  const dresses = [...form.querySelectorAll("input[name=dress]:checked")].map((box) => box.value);
  const made = await api("POST", "/api/studies", { dresses, trials: Number(form.elements.trials.value) });
  keep("study-owner:" + made.id, made.token);
  location.hash = "#report=" + made.id;
}

async function showReport(id) {
  const token = stored("study-owner:" + id);
  if (!token) { notice(word("not-owner")); return; }
  document.body.classList.add("reporting");
  $("study-report").hidden = false;
  $("boards").hidden = true;
  said("");  // nothing of a game played before: its words, nor a refusal of its last move
  notice("");
  $("report-chart").hidden = true;  // until there is a chart to show
  const link = location.origin + "/#study=" + id;
  $("study-link").href = link;
  $("study-link").textContent = link;
  $("report-csv").href = "/api/studies/" + id + "/trials.csv?token=" + encodeURIComponent(token);
  // The report anywhere: the owner's secret rides in the link, as in the CSV's, and leaves the address bar at once.
  $("report-link").href = location.origin + "/#report=" + id + "~" + token;
  const refresh = reportAgain = async () => {
    $("caption").textContent = word("report-title");
    $("under").textContent = word("send-link");
    const result = await api("GET", "/api/studies/" + id + "/report", undefined, token);
    document.title = word("page-title", { title: ($("title").textContent = result.title) });
    $("report-table").textContent = result.text;
    $("report-chart").hidden = !result.dress_results.length;
    if (result.dress_results.length) $("report-chart").src = "/api/studies/" + id + "/chart.svg?token=" + encodeURIComponent(token) + "&t=" + Date.now();
  };
  await refresh();
  setInterval(() => refresh().catch((e) => notice(e.message)), 5000);
}

// The course ----------------------------------------------------------------------------------------------
// The learner's code is all that reaches their progress: this browser keeps it; on another device the code (or the
// course's link) goes on from where they stopped. Each chapter, each question, each answer's words: the server's.

let learning = null;   // the course on show: the learner's code, their progress, the chapter open, its exercise
let learnAgain = null; // the course on show, asked again in a new language
let learnChapter = null; // the chapter to open, handed out by a class's teacher

function leaveLearning() {
  if (!learning) return;
  learning = null;
  learnAgain = null;
  document.body.classList.remove("learning");
  $("learn-room").hidden = true;
}

async function beginLearning(code) {
  let refused = null;
  if (code) {
    // A code typed or in a link: this browser's course from now on, once the server knows it (a mistyped code
    // leaves the course this browser had as it was, and says why).
    try { keep("learner", (await api("GET", "/api/learners/progress", undefined, code)).learner); }
    catch (e) { if (learning) throw e; refused = e.message; }
  }
  let kept = stored("learner");
  let progress = null;
  if (kept) {
    try { progress = await api("GET", "/api/learners/progress", undefined, kept); }
    catch (e) { if (e.status !== 403) throw e; }  // a code this server does not know (another server's): a new one
  }
  if (!progress) {
    progress = await api("POST", "/api/learners", {});
    keep("learner", progress.learner);
  }
  leaveTeaching();
  leaveLobby();
  emptyStage();
  document.body.classList.add("learning");
  $("learn-room").hidden = false;
  learning = { code: progress.learner, progress, chapter: null, place: 0 };
  learnAgain = async () => {
    learning.progress = await api("GET", "/api/learners/progress", undefined, learning.code);
    await openChapter(learning.chapter.chapter, learning.place, $("learn-said").textContent !== "");
  };
  const asked = learnChapter;  // a chapter the teacher handed out, else where the learner stopped
  learnChapter = null;
  await openChapter(asked || progress.next_chapter || 1);
  if (refused) notice(refused);
}

function drawProgress() {
  const progress = learning.progress;
  $("learn-code").textContent = learning.code;
  $("learn-link").href = location.origin + "/#learn=" + learning.code;
  const list = $("learn-chapters");
  list.replaceChildren(...progress.chapters.map((chapter) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = chapter.chapter;
    button.title = chapter.text;
    button.setAttribute("aria-label", chapter.text);
    button.classList.toggle("finished", chapter.finished);
    if (learning.chapter && learning.chapter.chapter === chapter.chapter) {
      button.setAttribute("aria-current", "step");
      $("learn-line").textContent = chapter.text;  // what the learner has done of the chapter open
    }
    button.addEventListener("click", () => openChapter(chapter.chapter).catch((e) => notice(e.message)));
    return button;
  }));
}

// The chapter's exercise at ``place``: by default the first not done; in a chapter done, each again as practice.
async function openChapter(number, place = null, keepSaid = false) {
  const chapter = await api("GET", "/api/learners/chapters/" + number, undefined, learning.code);
  learning.chapter = chapter;
  const left = chapter.exercises.findIndex((e) => !e.done);
  learning.place = place !== null ? place : left >= 0 ? left : chapter.exercises.length ? 0 : -1;
  learning.answered = false;
  notice("");
  document.title = word("page-title", { title: ($("title").textContent = word("learn-title")) });
  $("caption").textContent = chapter.caption;
  $("learn-explanation").textContent = chapter.explanation;
  drawProgress();
  drawExercise(keepSaid);
}

function drawExercise(keepSaid = false) {
  const chapter = learning.chapter, exercise = chapter.exercises[learning.place];
  // The learner's own program (chapter 4): its last mark, and the command that checks it and reports it here.
  $("learn-program").hidden = $("learn-report").hidden = !chapter.program_text;
  $("learn-program").textContent = chapter.program_text || "";
  $("learn-report-said").textContent = word("learn-report");
  $("learn-command").textContent = chapter.report_command || "";
  $("learn-exercise").hidden = !exercise;
  if (!keepSaid) $("learn-said").textContent = "";
  const last = chapter.chapter === learning.progress.chapters.length;
  $("learn-next-chapter").hidden = last;
  $("learn-next").hidden = true;
  $("learn-done").hidden = !!exercise && !chapter.finished;
  $("learn-done").textContent = chapter.finished ? word(last ? "learn-last-done" : "learn-chapter-done") : "";
  if (!exercise) return;
  const fields = { place: learning.place + 1, count: chapter.exercises.length };
  $("learn-place").textContent = word(exercise.done && !learning.answered ? "learn-practice" : "learn-exercise", fields);
  $("learn-question").textContent = exercise.question;
  const typed = $("learn-answer").elements.typed;
  if (!keepSaid) typed.value = "";
  typed.disabled = learning.answered;
  $("learn-check").disabled = learning.answered;
  $("learn-next").hidden = !learning.answered || learning.place + 1 >= chapter.exercises.length;
  if (!learning.answered) typed.focus({ preventScroll: true });
}

async function answerExercise() {
  const chapter = learning.chapter, exercise = chapter.exercises[learning.place];
  const typed = $("learn-answer").elements.typed;
  if (!exercise || learning.answered || !typed.value.trim()) { typed.focus(); return; }
  const result = await api("POST", "/api/learners/answers",
    { chapter: chapter.chapter, exercise: exercise.exercise, typed: typed.value }, learning.code);
  if (result.right === null) { $("learn-said").textContent = result.text; typed.focus(); return; }  // asked again
  const { right, text, next_chapter, ...shown } = result;
  learning.progress = await api("GET", "/api/learners/progress", undefined, learning.code);
  learning.answered = true;
  learning.chapter = shown;
  drawProgress();
  drawExercise(true);
  $("learn-said").textContent = text;  // said once all else is drawn: the answer's words mean it is taken in
  $("learn-said").classList.toggle("wrong", !right);
  ($("learn-next").hidden ? $("learn-next-chapter") : $("learn-next")).focus({ preventScroll: true });
}

function nextExercise() {
  learning.place += 1;
  learning.answered = false;
  $("learn-said").classList.remove("wrong");
  drawExercise();
}

// The teacher's room ---------------------------------------------------------------------------------------
// The teacher's browser keeps the class's token ("class-owner:CODE"): the class view (#teach=CODE) and the projector
// (#projector=CODE) are read with it, every few seconds. A student's browser keeps its token ("class:CODE") and
// follows what the teacher hands out (followClass), whatever page it is on.

const CLASS_EVERY = 3000;  // milliseconds between two looks at the class
let teaching = null;   // the class on show to its teacher: {code, token, timer}, or the projector's: {projector: true}
let teachAgain = null; // the class view asked again in a new language

function leaveTeaching() {
  if (!teaching) return;
  clearInterval(teaching.timer);
  teaching = null;
  teachAgain = null;
  document.body.classList.remove("teaching", "projecting", "projecting-game");
  $("class-room").hidden = true;
  $("projector").hidden = true;
}

function emptyStage() {
  if (events) { events.close(); events = null; }
  game = null;
  board = null;
  hints = null;
  for (const id of ["said", "under", "status", "footer", "notice"]) $(id).textContent = "";
  controls();
}

async function startClass() {
  const made = await api("POST", "/api/classes", {});
  keep("class-owner:" + made.class, made.token);
  location.hash = "#teach=" + made.class;
}

async function beginTeaching(code, projector) {
  const token = stored("class-owner:" + code);
  if (!token) { nothing(word("class-not-owner")); return; }
  leaveLearning();
  leaveTeaching();  // the projector's page and the class's are one page each: the other one goes
  emptyStage();
  teaching = { code, token, projector, shown: null };
  document.body.classList.add(projector ? "projecting" : "teaching");
  $(projector ? "projector" : "class-room").hidden = false;
  $("boards").hidden = true;
  const refresh = teachAgain = async () => {
    const view = await api("GET", "/api/classes/" + code, undefined, token);
    if (!teaching || teaching.code !== code) return;
    if (teaching.lost) { teaching.lost = false; notice(""); }  // the server is back: its last refusal is past
    if (projector) await drawProjector(view); else drawClass(view);
  };
  await refresh();
  teaching.timer = setInterval(() => refresh().catch((e) => { if (teaching) teaching.lost = true; notice(e.message); }), CLASS_EVERY);
}

function drawClass(view) {
  document.title = word("page-title", { title: ($("title").textContent = word("class-title")) });
  $("caption").textContent = view.caption;
  $("class-under").textContent = view.under;
  $("class-projector").href = "#projector=" + view.class;
  for (const box of $("class-switches").querySelectorAll("input")) box.checked = view.turned_off.includes(box.value);
  const rows = view.students.map((student) => {
    const row = document.createElement("tr");
    const games = document.createElement("td");
    for (const played of student.games) {
      const link = document.createElement("a");
      link.href = "#g=" + played.id;
      link.target = "_blank";
      link.textContent = played.puzzle_count ? word("class-watch-round")
        : played.opponent ? word("class-watch-opponent", { opponent: played.opponent }) : word("class-watch-computer");
      const put = document.createElement("button");
      put.type = "button";
      put.className = "small";
      put.textContent = view.projected === played.id ? word("class-shown") : word("class-show");
      put.disabled = view.projected === played.id;
      put.addEventListener("click", () => teach("projector", { game: played.id }));
      const one = document.createElement("span");
      one.className = "class-game";
      one.append(link, " ", put);
      games.append(one);
    }
    row.append(
      cell("td", student.name), cell("td", student.status), games,
      cell("td", student.win_count + " · " + student.draw_count + " · " + student.loss_count),
      cell("td", student.right_count + " / " + student.answered_count),
      cell("td", (student.chapters_finished || []).join(" ")),
      cell("td", student.program_text || ""));
    return row;
  });
  $("class-students").tBodies[0].replaceChildren(...rows);
  $("class-exercises").replaceChildren(...view.exercise_rates.map((e) => cell("li", e.text)));
  $("class-mistakes").replaceChildren(...view.wrong_positions.map((m) => cell("li", m.text)));
}

async function drawProjector(view) {
  $("caption").textContent = view.caption;
  document.title = word("page-title", { title: ($("title").textContent = word("class-title")) });
  // The address to type, short (the class's code is typed after it, or read from the QR code's link).
  $("projector-link").textContent = view.join.length ? view.join[0].split("#")[0] : view.under;
  $("projector-link").classList.toggle("note", !view.join.length);  // no address: how to give it one
  $("projector-qr").hidden = !view.join.length;
  if (view.join.length && !$("projector-qr").src) $("projector-qr").src = "/api/classes/" + view.class + "/join.svg";
  $("projector-code").textContent = view.class;
  $("projector-names").textContent = view.joined;
  $("projector-game").textContent = view.projected_text || "";  // whose game is on it
  if (view.projected === teaching.shown) return;
  teaching.shown = view.projected;
  document.body.classList.toggle("projecting-game", !!view.projected);
  if (view.projected) {
    show(await api("GET", "/api/games/" + view.projected));
    watch(view.projected);
  } else {
    emptyStage();
    $("boards").hidden = true;
  }
}

async function teach(what, body) {
  if (!teaching) return;
  try { drawClass(await api("POST", "/api/classes/" + teaching.code + "/" + what, body, teaching.token)); notice(""); }
  catch (e) { notice(e.message); }
}

// A student's class: joined with a name, then what the teacher hands out opens by itself.
let classroom = null;  // {code, token, timer}

async function beginClass(code) {
  leaveLearning();
  leaveTeaching();
  emptyStage();
  $("boards").hidden = true;
  document.body.classList.add("in-lobby");
  const token = code ? stored("class:" + code) : null;
  if (!token) {  // the class's code (unless the link gave it) and the student's name
    const form = $("class-join");
    form.hidden = false;
    $("class-code-field").hidden = !!code;
    form.elements.code.value = code;
    $("caption").textContent = code || word("join-class");
    (code ? form.elements.name : form.elements.code).focus();
    return;
  }
  following(code, token);
  await followClass(true);
}

function leaveLobby() {
  document.body.classList.remove("in-lobby");
  $("class-join").hidden = true;
}

async function joinClass(form) {
  const code = form.elements.code.value.trim().toUpperCase();
  const asked = { name: form.elements.name.value };
  if (stored("learner")) asked.learner = stored("learner");  // the course this browser keeps counts in the class
  const joined = await api("POST", "/api/classes/" + code + "/students", asked);
  keep("class:" + joined.class, joined.token);
  keep("learner", joined.learner);
  keep("class-handout:" + joined.class, "-1");  // whatever is handed out now opens
  $("class-join").hidden = true;
  following(joined.class, joined.token);
  await followClass(true);
}

function following(code, token) {
  keep("class-now", code);
  if (classroom && classroom.code === code) return;
  if (classroom) clearInterval(classroom.timer);
  classroom = { code, token };
  classroom.timer = setInterval(() => followClass(false).catch(() => {}), CLASS_EVERY);
}

// Ask what the teacher has handed out; a new handout opens (a game, a round, a chapter, the lobby). ``shown``: the
// lobby is on show, its words asked again.
async function followClass(shown, loaded = false) {
  if (!classroom || classroom.asking) return;  // one question at a time: a round being made answers late
  classroom.asking = true;
  try { await askClass(shown, loaded); } finally { if (classroom) classroom.asking = false; }
}

// ``loaded``: the page has just loaded (a reload, the address opened again): a chapter handed out opens again, as a
// game handed out does (it is the browser's last game).
async function askClass(shown, loaded = false) {
  const { code, token } = classroom;
  let now;
  try { now = await api("GET", "/api/classes/" + code + "/me", undefined, token); }
  catch (e) {
    if (e.status === 403 || e.status === 404) { clearInterval(classroom.timer); classroom = null; keep("class-now", ""); }
    throw e;
  }
  const fresh = String(now.handout) !== stored("class-handout:" + code);
  const lobby = document.body.classList.contains("in-lobby");
  if (shown || (fresh && lobby)) {
    $("caption").textContent = now.caption;
    $("under").textContent = now.under;
    $("title").textContent = word("title");
    document.title = word("page-title", { title: now.caption });
  }
  // Over a game or the course: the class, and whom the student plays.
  $("class-line").hidden = lobby;
  $("class-line").textContent = now.caption + " · " + now.under;
  if (!fresh && loaded && now.handout_kind === "chapter" && !(learning && learning.chapter && learning.chapter.chapter === now.chapter)) {
    learnChapter = now.chapter;
    if (learning) await openChapter(now.chapter); else location.hash = "#learn";
    return;
  }
  if (!fresh) return;
  if (now.handout_kind === "pairs" || now.handout_kind === "puzzles") {
    const seat = await api("POST", "/api/classes/" + code + "/seat", undefined, token);
    keep("class-handout:" + code, String(now.handout));  // taken in: not asked for again
    keepToken(seat.id, seat.seat, seat.token);
    keep("last", seat.id);
    leaveLobby();
    location.hash = "#g=" + seat.id;
  } else if (now.handout_kind === "chapter") {
    keep("class-handout:" + code, String(now.handout));
    leaveLobby();
    learnChapter = now.chapter;
    if (location.hash === "#learn") await beginLearning(); else location.hash = "#learn";
  } else {
    keep("class-handout:" + code, String(now.handout));
    if (location.hash !== "#class=" + code) location.hash = "#class=" + code;
  }
}

// The page's language -------------------------------------------------------------------------------------
// The switch sets the cookie the server reads (the page remembers it), then takes the page's words again from the
// server in place: the game on show stays, and what the server said of it is asked again in the new language.

let reportAgain = null;  // the study's report on show, asked again

function languageShown() {
  for (const button of document.querySelectorAll("#languages button")) {
    button.setAttribute("aria-pressed", String(button.dataset.lang === document.documentElement.lang));
  }
}

async function speak(tag) {
  document.cookie = "lang=" + tag + "; path=/; max-age=31536000; samesite=lax";
  let fresh;
  try {
    const response = await fetch("/", { cache: "no-store" });
    fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch (e) { notice(word("unreachable")); return; }
  document.documentElement.lang = fresh.documentElement.lang;
  document.title = fresh.title;
  for (const [mark, copy] of [
    ["word", (to, from) => { to.innerHTML = from.innerHTML; }],
    ["label", (to, from) => to.setAttribute("aria-label", from.getAttribute("aria-label"))],
    ["alt", (to, from) => to.setAttribute("alt", from.getAttribute("alt"))],
  ]) {
    for (const element of document.querySelectorAll("[data-" + mark + "]")) {
      const from = fresh.querySelector("[data-" + mark + '="' + element.getAttribute("data-" + mark) + '"]');
      if (from) copy(element, from);
    }
  }
  languageShown();
  notice("");
  try { await sayAgain(); } catch (e) { notice(e.message); }
}

async function sayAgain() {
  if (reportAgain) { await reportAgain(); return; }
  if (learnAgain) { await learnAgain(); return; }
  if (teachAgain && !(teaching && teaching.shown)) { await teachAgain(); return; }
  if (classroom && document.body.classList.contains("in-lobby")) { await followClass(true); return; }
  if (study) {  // the same trial, its clock running on
    const at = shownAt;
    await nextTrial(study.id);
    shownAt = at;
    return;
  }
  if (!game) { await fromAddress(); return; }  // a study's end, a link to no game: asked again
  const id = game.id, hinted = !!hints, by = saidBy;
  said("");
  hints = null;
  $("tree").hidden = true;
  tree = null;
  treeAsked = "";
  treeRefused = "";
  show(await api("GET", "/api/games/" + id));
  watch(id);  // the game's events, in the new language from now on
  if (hinted) await showHints();
  if (by === "why" || (by && by.move)) {  // the same explanation, in the new language
    const query = by === "why" ? "" : "?move=" + encodeURIComponent(by.move);
    said((await api("GET", "/api/games/" + id + "/why" + query)).text, by);
  }
}

// A link to no game: the server's reason instead of the boards, and no game made in its place.
function nothing(reason) {
  if (events) { events.close(); events = null; }
  game = null;
  board = null;
  hints = null;
  document.title = $("title").textContent = "luoshu";
  $("caption").textContent = reason;  // said once: as the caption, not again as a notice
  for (const id of ["under", "status", "footer", "said", "notice"]) $(id).textContent = "";
  $("boards").hidden = true;
  controls();
  $("puzzle").hidden = true;
  $("invite").hidden = true;
}

async function fromAddress() {
  const hash = location.hash.slice(1);
  const studying = /^study=([A-Za-z0-9_-]+)$/.exec(hash);
  const reporting = /^report=([A-Za-z0-9_-]+)(?:~([A-Za-z0-9_-]+))?$/.exec(hash);
  if (reporting && reporting[2]) {  // a report link: this browser keeps the secret; the address shows it no more
    keep("study-owner:" + reporting[1], reporting[2]);
    history.replaceState(null, "", "#report=" + reporting[1]);
  }
  const learn = /^learn(?:=([A-Za-z0-9-]{1,40}))?$/.exec(hash);
  if (learn) {
    if (learn[1]) history.replaceState(null, "", "#learn");  // the code kept by this browser, not in its history
    try { await beginLearning(learn[1]); } catch (e) { notice(e.message); }
    return;
  }
  leaveLearning();
  const room = /^(teach|projector|class)=([A-Za-z0-9]{0,16})(?:~([A-Za-z0-9_-]+))?$/.exec(hash);
  if (room) {
    const [, where, named, secret] = room;
    const code = named.toUpperCase();
    if (secret && where === "teach") {  // luoshu serve --class's link: this browser keeps the secret
      keep("class-owner:" + code, secret);
      history.replaceState(null, "", "#teach=" + named);
    }
    try { await (where === "class" ? beginClass(code) : beginTeaching(code, where === "projector")); }
    catch (e) { notice(e.message); }
    return;
  }
  leaveTeaching();
  leaveLobby();
  if (studying || reporting) {
    try { await (studying ? beginStudy(studying[1]) : showReport(reporting[1])); } catch (e) { notice(e.message); }
    return;
  }
  const joining = /^join=([A-Za-z0-9_-]+)~([A-Za-z0-9_-]+)$/.exec(hash);
  const watching = /^g=([A-Za-z0-9_-]+)$/.exec(hash);
  try {
    if (joining) {
      const [, id, invite] = joining;
      history.replaceState(null, "", "#g=" + id);
      try {
        const joined = await api("POST", "/api/games/" + id + "/join", { invite });
        keepToken(id, joined.seat, joined.token);
        keep("last", id);  // the server's address alone brings a joined game back too
        show(joined);
      } catch (e) {
        notice(word("watching", { error: e.reason || e.message }));
        show(await api("GET", "/api/games/" + id));
      }
      watch(id);
    } else if (watching) {
      const id = watching[1];
      if (game && game.id === id) return;
      let found;
      try { found = await api("GET", "/api/games/" + id); } catch (e) { nothing(e.reason || e.message); return; }
      show(found);
      if (mySeats().length) keep("last", id);  // a game this browser plays in
      watch(id);
    } else if (stored("last")) {
      // A visit without a game in its address goes back to this browser's last game; a first visit starts one.
      const id = stored("last");
      try {
        show(await api("GET", "/api/games/" + id));
        history.replaceState(null, "", "#g=" + id);
        watch(id);
      } catch (e) { await newGame({}); }
    } else {
      await newGame({});
    }
  } catch (e) {
    // No game to show (a full server, say): the server's sentence takes the place of "Loading...", once.
    if (game) notice(e.message); else nothing(e.reason || e.message);
  }
}

document.addEventListener("DOMContentLoaded", setUp);
