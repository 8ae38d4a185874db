/* gridshift-table.js: sort and filter the leaderboard site's tables, offline, no dependencies.
 * Part of gridshift (Apache-2.0). Click a column header to sort by it (again to reverse);
 * type into the box above a table to show only the rows containing the text.
 * A cell may carry data-sort="<number>" to sort by that number instead of its text; a table
 * with data-nofilter gets no filter box.
 */
(function () {
  "use strict";

  function cellKey(row, col) {
    var cell = row.cells[col];
    if (!cell) { return { num: null, text: "" }; }
    var raw = cell.getAttribute("data-sort");
    var text = (raw !== null ? raw : cell.textContent).trim();
    var num = parseFloat(text.replace(/[,\u2212]/g, function (c) { return c === "," ? "" : "-"; }));
    return { num: isFinite(num) ? num : null, text: text.toLowerCase() };
  }

  function compare(a, b) {
    if (a.num !== null && b.num !== null) { return a.num - b.num; }
    if (a.num !== null) { return -1; }            /* numbers before blanks and dashes */
    if (b.num !== null) { return 1; }
    return a.text < b.text ? -1 : (a.text > b.text ? 1 : 0);
  }

  function sortBy(table, col, th) {
    var body = table.tBodies[0];
    if (!body) { return; }
    var asc = th.getAttribute("aria-sort") !== "ascending";
    var rows = Array.prototype.slice.call(body.rows);
    var keyed = rows.map(function (r, i) { return { row: r, key: cellKey(r, col), i: i }; });
    keyed.sort(function (x, y) {
      var c = compare(x.key, y.key);
      if (x.key.num === null || y.key.num === null) { return c || x.i - y.i; }
      return (asc ? c : -c) || x.i - y.i;        /* blanks stay last either way */
    });
    keyed.forEach(function (k) { body.appendChild(k.row); });
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (h) {
      h.removeAttribute("aria-sort");
    });
    th.setAttribute("aria-sort", asc ? "ascending" : "descending");
  }

  function filter(table, text) {
    var q = text.trim().toLowerCase();
    Array.prototype.forEach.call(table.tBodies[0].rows, function (r) {
      r.hidden = q !== "" && r.textContent.toLowerCase().indexOf(q) === -1;
    });
  }

  function init(table) {
    if (!table.tHead || !table.tHead.rows.length) { return; }
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, col) {
      th.setAttribute("role", "button");
      th.setAttribute("tabindex", "0");
      th.title = "sort by this column";
      th.addEventListener("click", function () { sortBy(table, col, th); });
      th.addEventListener("keydown", function (e) {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); sortBy(table, col, th); }
      });
    });
    if (table.hasAttribute("data-nofilter")) { return; }  /* the index's summary */
    var box = document.createElement("input");
    box.type = "search";
    box.className = "gs-filter";
    box.placeholder = "filter rows…";
    box.setAttribute("aria-label", "filter the rows of the table below");
    box.addEventListener("input", function () { filter(table, box.value); });
    table.parentNode.insertBefore(box, table);
  }

  document.addEventListener("DOMContentLoaded", function () {
    Array.prototype.forEach.call(document.querySelectorAll("table.gs-table"), init);
  });
}());
