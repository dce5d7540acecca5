import SheetSim

/// The HTML form: one self-contained page (no external files, no libraries, no network) that is
/// also well-formed XML, so the same parser that checks the SVG checks the page.
///
/// Every callback, input and release is marked on the picture and listed in a table below it;
/// pointing at either, or moving the keyboard focus to it, marks its moment on every track.
enum TimelinePage {
    static func html(_ timeline: Timeline) -> String {
        var renderer = TimelineRenderer(timeline)
        let svgText = renderer.render(standalone: false)
        var page = SVGWriter()
        page.raw("<!DOCTYPE html>\n")
        page.open("html", [("lang", "en"), ("xmlns", "http://www.w3.org/1999/xhtml")])
        page.open("head")
        page.element("meta", [("charset", "utf-8")])
        page.element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        page.element("title", content: timeline.title + " — SheetSim timeline")
        // Written as is: CSS is raw text in HTML, so escaping its quotes would break it (the
        // style has no `<` or `&`, so the page stays well-formed XML).
        page.raw("<style>\n" + style + "</style>\n")
        page.close()
        page.open("body")
        page.element("p", [("class", "hint")],
                     content: "Point at a callback or an input — its mark on the chart or its row in the tables below — "
                        + "or move to it with Tab, to mark its moment on every track.")
        page.open("figure")
        page.raw(svgText)
        page.close()
        inputs(renderer, timeline: timeline, into: &page)
        page.element("h2", content: "Callback log")
        page.open("div", [("class", "scroll")])
        page.open("table", [("class", "log")])
        page.open("thead")
        page.open("tr")
        for heading in ["#", "time", "receiver", "callback"] { page.element("th", content: heading) }
        page.close()
        page.close()
        page.open("tbody")
        for (index, entry) in timeline.log.enumerated() {
            page.open("tr", [("data-i", String(index)), ("tabindex", "0")])
            page.element("td", content: String(index))
            page.element("td", content: entry.time.description)
            page.element("td", content: entry.receiver.description)
            page.element("td", content: entry.callback.description)
            page.close()
        }
        page.close()
        page.close()
        page.close()
        page.raw("<script>//<![CDATA[\n" + script + "//]]></script>\n")
        page.close()
        page.close()
        return page.text
    }

    /// The inputs table: each marker of the inputs strip (the keyboard, rotations, marks, failed
    /// expectations) and each release, in time order — everything the picture may have had no
    /// room to label.
    private static func inputs(_ renderer: TimelineRenderer, timeline: Timeline, into page: inout SVGWriter) {
        var rows: [(time: SimInstant, attribute: (String, String), kind: String, text: String)] = []
        for (index, marker) in renderer.markers.enumerated() {
            let kind = switch marker.style {
            case .input: "input"
            case .mark: "mark"
            case .failure: "failed expectation"
            }
            rows.append((marker.time, ("data-m", String(index)), kind, marker.description))
        }
        for (index, release) in timeline.recording.releases.enumerated() {
            rows.append((release.time, ("data-r", String(index)), "release",
                         release.sheet + " at " + NumberFormat.points(release.offset) + " pt: " + renderer.releaseText(release)))
        }
        guard !rows.isEmpty else { return }
        let order = rows.indices.sorted { rows[$0].time < rows[$1].time || (rows[$0].time == rows[$1].time && $0 < $1) }
        page.element("h2", content: "Inputs")
        page.open("div", [("class", "scroll")])
        page.open("table", [("class", "log inputs")])
        page.open("thead")
        page.open("tr")
        for heading in ["time", "kind", "what"] { page.element("th", content: heading) }
        page.close()
        page.close()
        page.open("tbody")
        for index in order {
            let row = rows[index]
            page.open("tr", [row.attribute, ("tabindex", "0")])
            page.element("td", content: row.time.description)
            page.element("td", content: row.kind)
            page.element("td", content: row.text)
            page.close()
        }
        page.close()
        page.close()
        page.close()
    }

    /// No `<` or `&` in it (see ``html(_:)``). The picture is never drawn narrower than its own
    /// width, where its smallest text is 10 px: a narrow window scrolls it instead.
    static let style = """
        body { font-family: -apple-system, system-ui, sans-serif; margin: 16px 24px; color: #1a1a1a; }
        figure { margin: 0; overflow-x: auto; }
        figure svg { display: block; width: 100%; min-width: \(XMLText.number(Canvas.width))px; \
        max-width: \(XMLText.number(Canvas.width * 1.5))px; height: auto; }
        .hint { color: #555555; font-size: 14px; }
        h2 { font-size: 16px; margin-top: 24px; }
        .scroll { overflow-x: auto; }
        table.log { border-collapse: collapse; font: 13px "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        table.log th, table.log td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid #eeeeee; white-space: nowrap; }
        table.log td:first-child, table.log th:first-child { color: #555555; }
        table.log tr.hl { background: #fff1a8; }
        table.log tbody tr:focus-visible { outline: 2px solid #0d47a1; outline-offset: -2px; }
        svg .callback:focus-visible, svg .input:focus-visible { outline: 2px solid #0d47a1; }
        svg .callback.hl line { stroke-width: 4; }
        svg .callback.hl text, svg .input.hl text { font-weight: bold; }
        svg .release.hl path { stroke-width: 2.6; }
        svg .callback, svg .input, table.log tbody tr { cursor: default; }

        """

    /// Plain script: no libraries, and no `<` or `&` in it, so the page stays well-formed XML.
    /// The pointer and the keyboard focus light the same things; when the pointer leaves, what has
    /// the focus stays lit.
    static let script = """
        (function () {
          var cursor = document.getElementById("cursor");
          var byKey = {};
          document.querySelectorAll("[data-i], [data-m], [data-r]").forEach(function (el) {
            var key = ["data-i", "data-m", "data-r"].filter(function (name) { return el.hasAttribute(name); })
              .map(function (name) { return name + "=" + el.getAttribute(name); })[0];
            (byKey[key] = byKey[key] || []).push(el);
          });
          var lit = [];
          var focused = null;
          function show(key) {
            lit.forEach(function (el) { el.classList.remove("hl"); });
            lit = key === null ? [] : (byKey[key] || []);
            cursor.setAttribute("visibility", "hidden");
            lit.forEach(function (el) {
              el.classList.add("hl");
              var x = el.getAttribute("data-x");
              if (x !== null) {
                cursor.setAttribute("x1", x);
                cursor.setAttribute("x2", x);
                cursor.setAttribute("visibility", "visible");
              }
            });
          }
          Object.keys(byKey).forEach(function (key) {
            byKey[key].forEach(function (el) {
              el.addEventListener("mouseenter", function () { show(key); });
              el.addEventListener("mouseleave", function () { show(focused); });
              el.addEventListener("focusin", function () { focused = key; show(key); });
              el.addEventListener("focusout", function () { focused = null; show(null); });
            });
          });
        })();

        """
}
